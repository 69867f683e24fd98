import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/client';
import { sqlRows } from './sql-rows';
import {
  BENCH_CENTRE,
  BENCH_RADIUS_MILES,
  BENCH_WORDS,
  PROVIDERS_PER_CATEGORY,
  benchProviders,
  benchTemplates,
} from './search-vocabulary';

const KM_PER_MILE = 1.609344;
/** Same seed every run: the same catalogue for the same size and day. */
const SEED = 0.4242;

/**
 * The programs a bench catalogue is made of (decision 043), as shares of its programs, and how
 * many sessions each holds. Together about 6.6 sessions a program: 100 000 sessions are about
 * 15 000 programs.
 * - term: a weekly class (not a weekend workshop), 6–10 weeks on one weekday at one time; half sell
 *   a single class too;
 * - camp_week: a camp theme Monday to Friday; half sell single days too;
 * - drop_in: 4–12 dates, weekly or every other week, on one weekday or two (Mon/Wed, Sat/Sun…);
 * - one_off: a single date (a workshop, a party, a PA-day camp).
 */
export const BENCH_PROGRAM_MIX = [
  { kind: 'term', share: 0.5, sessions: '6–10' },
  { kind: 'camp_week', share: 0.15, sessions: '5' },
  { kind: 'drop_in', share: 0.22, sessions: '4–12' },
  { kind: 'one_off', share: 0.13, sessions: '1' },
] as const;
/** Terms and drop-in series that began before today (their later sessions still upcoming). */
const STARTED_SHARE = 0.15;

export type BenchCatalogue = { programs: number; sessions: number };

/**
 * Fills a freshly migrated database with programs holding `sessions` sessions in all (see
 * BENCH_PROGRAM_MIX), from 60 providers, in SQL (INSERT … SELECT over generate_series), so the
 * app's own triggers fill the search columns, write each program's first session and summarise
 * it, and its own indexes are maintained; then VACUUM ANALYZE so the planner sees settled tables.
 * Programs draw a template (title, copy, tags, ages, length, price band) and vary it: title words,
 * a second sentence, a finder tag now and then, a weekday and start time suited to the slot, a
 * first date within a year of `today` (or, for some, weeks before it), a price, seats and a
 * point within 40 miles of Toronto.
 */
export async function loadBenchCatalogue(
  handle: DatabaseHandle,
  sessions: number,
  today: string,
): Promise<BenchCatalogue> {
  const templates = benchTemplates();
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(${SEED})`);
    const providers = JSON.stringify(benchProviders());
    await tx.execute(sql`
      insert into providers (slug, name, description, website)
      select slug, name, description, website
      from json_to_recordset(${providers}::json)
        as b(slug text, name text, description text, website text)`);
    await tx.execute(sql`
      create temporary table bench_providers on commit drop as
      select p.id, b.category, b.k, b.venue
      from json_to_recordset(${providers}::json) as b(slug text, category text, k int, venue text)
      join providers p on p.slug = b.slug`);
    await tx.execute(sql`
      create temporary table bench_templates on commit drop as
      select * from json_to_recordset(${JSON.stringify(templates)}::json) as t(
        i int, category text, title text, description text, tags text[], age_min int,
        age_max int, minutes int, price_min int, price_max int, setting text, slot text,
        cap_min int, cap_max int, image text, camp_week boolean)`);
    await tx.execute(kindTemplates());
    await tx.execute(planPrograms(sessions, today));
    // One program row each; its trigger writes the first session.
    await tx.execute(insertPrograms());
    // Every later session in one statement, so the summary trigger runs once.
    await tx.execute(insertLaterSessions());
  });
  await handle.db.execute(sql`vacuum analyze providers`);
  await handle.db.execute(sql`vacuum analyze activities`);
  await handle.db.execute(sql`vacuum analyze activity_sessions`);
  const [counted] = await sqlRows<{ programs: number; sessions: number }>(
    handle.db,
    sql`select (select count(*) from activities)::int as programs,
      (select count(*) from activity_sessions)::int as sessions`,
  );
  return { programs: counted?.programs ?? 0, sessions: counted?.sessions ?? 0 };
}

/** The templates each kind of program draws from, numbered 0 … n − 1 within the kind. */
function kindTemplates() {
  return sql`
    create temporary table bench_kind_templates on commit drop as
    select kind, (row_number() over (partition by kind order by i) - 1)::int as j,
      count(*) over (partition by kind) as n, i
    from bench_templates
    cross join unnest(array['term', 'camp_week', 'drop_in', 'one_off']) kind
    where case kind
      when 'term' then not camp_week and slot not in ('camp', 'weekend') and price_max > 0
      when 'camp_week' then camp_week
      when 'drop_in' then not camp_week and slot <> 'camp'
      else not camp_week
    end`;
}

/**
 * One statement: the random draws of candidate programs (g), their kind and template (k), their
 * shape (s: sessions, weekday, weeks apart, a second weekday), their first date (d), then as many
 * as hold `sessions` sessions, the last one cut short to land on it exactly.
 * Session k (0-based) of a program falls `7 × every × (k div per_week) + (k mod per_week) × gap`
 * days after its first.
 */
function planPrograms(sessions: number, today: string) {
  const [term, camp, dropIn] = BENCH_PROGRAM_MIX.map((m) => m.share);
  const campUpTo = (term ?? 0) + (camp ?? 0);
  const dropInUpTo = campUpTo + (dropIn ?? 0);
  return sql`
    create temporary table bench_programs on commit drop as
    with g as (
      select n, random() as r_kind, random() as r_tmpl, random() as r_len, random() as r_dow,
        random() as r_pair, random() as r_every, random() as r_started, random() as r_day,
        random() as r_time, random() as r_drop, random() as r_prov, random() as r_pre,
        random() as r_suf, random() as r_sentence, random() as r_tag, random() as r_park,
        random() as r_street, random() as r_town, random() as r_km, random() as r_bearing,
        random() as r_price, random() as r_premium, random() as r_age, random() as r_cap,
        random() as r_spots, random() as r_left, random() as r_created
      from generate_series(1, ${Math.ceil(sessions / 4) + 10}::int) n
    ),
    gk as (
      select g.*,
        case when g.r_kind < ${term}::float8 then 'term'
             when g.r_kind < ${campUpTo}::float8 then 'camp_week'
             when g.r_kind < ${dropInUpTo}::float8 then 'drop_in'
             else 'one_off' end as kind
      from g
    ),
    k as (
      select gk.*, t.*
      from gk
      join bench_kind_templates kt on kt.kind = gk.kind and kt.j = floor(gk.r_tmpl * kt.n)::int
      join bench_templates t on t.i = kt.i
    ),
    s as (
      select k.*, shape.*,
        kind in ('term', 'drop_in') and r_started < ${STARTED_SHARE}::float8 as started
      from k
      cross join lateral (
        select
          case kind when 'term' then 6 + floor(r_len * 5)::int when 'camp_week' then 5
            when 'drop_in' then 4 + floor(r_len * 9)::int else 1 end as sessions,
          case when kind = 'camp_week' then 1
            when slot in ('weekday', 'afterSchool', 'camp') then 1 + floor(r_dow * 5)::int
            when slot = 'weekend' then 6 + floor(r_dow * 2)::int
            else 1 + floor(r_dow * 7)::int end as dow
      ) shape
    ),
    r as (
      select s.*, w.*,
        7 * w.every * ((s.sessions - 1) / w.per_week) + ((s.sessions - 1) % w.per_week) * w.gap as span
      from s
      cross join lateral (
        select
          case when kind = 'drop_in' and r_every < 0.25 then 2 else 1 end as every,
          case when kind = 'camp_week' then 5
            when kind = 'drop_in' and r_pair < 0.35 and s.dow in (1, 2, 3, 6) then 2
            else 1 end as per_week,
          case when kind = 'camp_week' or s.dow = 6 then 1 else 2 end as gap
      ) w
    ),
    d as (
      select r.*,
        case when started
          then raw - ((extract(isodow from raw)::int - dow + 7) % 7)
          else raw + ((dow - extract(isodow from raw)::int + 7) % 7) end as first_date
      from r
      cross join lateral (
        select case when started then ${today}::date - 1 - floor(r_day * (span - 6))::int
          else ${today}::date + floor(r_day * 365)::int end as raw
      ) day
    ),
    running as (
      select d.*, sum(sessions) over (order by n) as through from d
    )
    select running.*, least(sessions, ${sessions}::int - (through - sessions))::int as held
    from running
    where through - sessions < ${sessions}::int`;
}

/** Start on the hour or half hour, at a time that suits the slot and day (demo startMinutes). */
const startMinutes = sql`
  case
    when p.slot = 'camp' then 510 + 30 * floor(p.r_time * 2)::int
    when p.slot = 'weekday' then 540 + 30 * floor(p.r_time * 7)::int
    when p.dow >= 6 then 480 + 30 * floor(p.r_time * ((least(960, 1200 - p.minutes) - 480) / 30 + 1))::int
    when p.slot = 'afterSchool' then 930 + 30 * floor(p.r_time * 5)::int
    else 930 + 30 * floor(p.r_time * 6)::int
  end`;

/** A place count for a session of `capacity` seats: now and then none or one or two. */
const placesLeft = (roll: SQL, left: SQL, capacity: SQL) =>
  sql`case when ${roll} < 0.04 then 0
    when ${roll} < 0.16 then least(${capacity}, 1 + floor(${left} * 2)::int)
    else ceil(${capacity} / 4.0)::int + floor(${left} * (${capacity} - ceil(${capacity} / 4.0) + 1))::int
  end`;

/** The programs, one row each with its first session's date, times and places. */
function insertPrograms() {
  const words = JSON.stringify(BENCH_WORDS);
  const radiusKm = BENCH_RADIUS_MILES * KM_PER_MILE;
  const { lat, lng } = BENCH_CENTRE;
  return sql`
    with w as (
      select
        array(select json_array_elements_text(j->'prefixes')) as prefixes,
        array(select json_array_elements_text(j->'suffixes')) as suffixes,
        array(select json_array_elements_text(j->'sentences')) as sentences,
        array(select json_array_elements_text(j->'finderTags')) as finder_tags,
        array(select json_array_elements_text(j->'parks')) as parks,
        array(select json_array_elements_text(j->'streets')) as streets,
        array(select json_array_elements_text(j->'towns')) as towns
      from (select ${words}::json as j) words
    )
    insert into activities (provider_id, external_ref, title, description, type, tags,
      location_name, address, lat, lng, image_url, price_cents, booking_mode, drop_in_price_cents,
      date, start_time, end_time, age_min, age_max, capacity, spots_left, created_at)
    select pr.id, 'bench:' || p.n, x.title, x.description, p.category, x.tags, x.location_name,
      x.address, x.lat, x.lng, p.image, x.price_cents,
      case when p.kind = 'one_off' then 'drop_in' else p.kind end,
      case when p.kind in ('term', 'camp_week') and p.r_drop < 0.5
        then ceil(x.price_cents::numeric / p.held * case p.kind when 'term' then 1.25 else 1.2 end
          / 100)::int * 100 end,
      p.first_date, make_interval(mins => x.start)::time,
      make_interval(mins => x.start + p.minutes)::time, x.age_min,
      greatest(x.age_min, x.age_max), x.capacity, ${placesLeft(sql`p.r_spots`, sql`p.r_left`, sql`x.capacity`)},
      now() - p.r_created * interval '90 days'
    from bench_programs p
    join bench_providers pr
      on pr.category = p.category and pr.k = floor(p.r_prov * ${PROVIDERS_PER_CATEGORY}::int)::int
    cross join w
    cross join lateral (
      select w.finder_tags[1 + floor(p.r_tag / 0.15 * cardinality(w.finder_tags))::int] as tag,
        case when p.r_pre < 0.45 then w.prefixes[1 + floor(p.r_pre / 0.45 * cardinality(w.prefixes))::int] end as prefix,
        case when p.r_suf < 0.3 then w.suffixes[1 + floor(p.r_suf / 0.3 * cardinality(w.suffixes))::int] end as suffix,
        case when p.price_max = 0 then 0
          else least(12000, round((p.price_min + p.r_price * (p.price_max - p.price_min))
            * (0.7 + p.r_premium * 1.1) * 2)::int * 50) end as per_session,
        case extract(month from p.first_date)::int when 7 then 'Summer' when 8 then 'Summer'
          when 12 then 'Winter Break' when 1 then 'Winter Break' when 3 then 'March Break' end as season
    ) extra
    cross join lateral (
      select
        case p.kind
          when 'term' then concat_ws(' ', nullif(extra.prefix, 'Drop-in'), p.title)
            || ' (' || p.held || '-week term)'
          when 'camp_week' then concat_ws(' ', extra.season, p.title)
          else concat_ws(' ', extra.prefix, p.title, extra.suffix)
        end as title,
        p.description || ' ' || w.sentences[1 + floor(p.r_sentence * cardinality(w.sentences))::int]
          || case p.kind
            when 'term' then ' ' || p.held || ' weekly classes, booked as a term.'
            when 'camp_week' then ' Monday to Friday, booked by the week.'
            when 'drop_in' then ' Drop in to any of ' || p.held || ' dates.'
            else '' end as description,
        p.tags
          || case when p.r_tag < 0.15 and not (extra.tag = any(p.tags)) then array[extra.tag] else '{}' end
          || case when p.kind = 'term' and not ('weekly' = any(p.tags)) then array['weekly'] else '{}' end
          as tags,
        case when p.setting = 'outdoor'
          then w.parks[1 + floor(p.r_park * cardinality(w.parks))::int]
          else pr.venue end as location_name,
        (10 + floor(p.r_park * 2990))::int || ' '
          || w.streets[1 + floor(p.r_street * cardinality(w.streets))::int] || ', '
          || w.towns[1 + floor(p.r_town * cardinality(w.towns))::int] as address,
        round((${lat}::float8 + ${radiusKm}::float8 * sqrt(p.r_km) * cos(2 * pi() * p.r_bearing) / 111.32)::numeric, 5)::float8 as lat,
        round((${lng}::float8 + ${radiusKm}::float8 * sqrt(p.r_km) * sin(2 * pi() * p.r_bearing)
          / (111.32 * cos(radians(${lat}::float8))))::numeric, 5)::float8 as lng,
        case p.kind
          when 'term' then least(26000, greatest(6000,
            round(extra.per_session * p.held * 0.9 / 500)::int * 500))
          when 'camp_week' then round(extra.per_session * p.held * 0.9 / 500)::int * 500
          else extra.per_session end as price_cents,
        ${startMinutes} as start,
        greatest(0, p.age_min + floor(p.r_age * 3)::int - 1) as age_min,
        least(17, p.age_max + floor(p.r_age * 3)::int - 1) as age_max,
        greatest(6, least(30, p.cap_min + floor(p.r_cap * (p.cap_max - p.cap_min + 1))::int)) as capacity
    ) x
    -- Row order as if added one by one, not grouped by template, so no filter meets an
    -- unrealistically clustered table.
    order by p.n`;
}

/**
 * Sessions 2 … held of every program at its first session's times and capacity. A term or camp
 * week sold only whole has the same places on every date (each booking takes them all); one that
 * also sells single dates, a few more or fewer; a drop-in series draws each date's places anew.
 */
function insertLaterSessions() {
  return sql`
    insert into activity_sessions (activity_id, date, start_time, end_time, capacity, spots_left)
    select a.id,
      p.first_date + 7 * p.every * (p.k / p.per_week) + (p.k % p.per_week) * p.gap,
      a.start_time, a.end_time, a.capacity,
      case
        when a.booking_mode <> 'drop_in' and a.drop_in_price_cents is null then a.spots_left
        when a.booking_mode <> 'drop_in'
          then greatest(0, least(a.capacity, a.spots_left + floor(p.r_more * 5)::int - 2))
        else ${placesLeft(sql`p.r_roll`, sql`p.r_more`, sql`a.capacity`)}
      end
    from (
      select b.n, b.first_date, b.every, b.per_week, b.gap, k,
        random() as r_roll, random() as r_more
      from bench_programs b cross join generate_series(1, b.held - 1) k
    ) p
    join activities a on a.external_ref = 'bench:' || p.n
    order by a.id, p.k`;
}
