import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/client';
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
 * Fills a freshly migrated database with `count` upcoming activities from 60 providers, in SQL
 * (INSERT … SELECT over generate_series), so the app's own triggers fill the search columns and
 * its own indexes are maintained, then VACUUM ANALYZE so the planner sees a settled table.
 * Rows draw a template (title, copy, tags, ages, length, price band) and vary it: title words,
 * a second sentence, a finder tag now and then, a date within 365 days of `today`, a start
 * time suited to the slot, a price, seats and a point within 40 miles of Toronto.
 */
export async function loadBenchCatalogue(handle: DatabaseHandle, count: number, today: string) {
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
        cap_min int, cap_max int, image text)`);
    await tx.execute(insertActivities(count, templates.length, today));
  });
  await handle.db.execute(sql`vacuum analyze providers`);
  await handle.db.execute(sql`vacuum analyze activities`);
}

/** One statement: every random draw per row first (g), then what the row is made of (x). */
function insertActivities(count: number, templateCount: number, today: string) {
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
    ),
    g as (
      select n, random() as r_tmpl, random() as r_prov, random() as r_pre, random() as r_suf,
        random() as r_sentence, random() as r_tag, random() as r_park, random() as r_street,
        random() as r_town, random() as r_day, random() as r_time, random() as r_km,
        random() as r_bearing, random() as r_price, random() as r_premium, random() as r_age,
        random() as r_cap, random() as r_spots, random() as r_left, random() as r_created
      from generate_series(1, ${count}::int) n
    )
    insert into activities (provider_id, external_ref, title, description, type, tags,
      location_name, address, lat, lng, image_url, price_cents, date, start_time, end_time,
      age_min, age_max, capacity, spots_left, created_at)
    select p.id, 'bench:' || g.n, x.title, x.description, t.category, x.tags, x.location_name,
      x.address, x.lat, x.lng, t.image, x.price_cents, x.date, make_interval(mins => x.start)::time,
      make_interval(mins => x.start + t.minutes)::time, x.age_min,
      greatest(x.age_min, x.age_max), x.capacity,
      case when g.r_spots < 0.04 then 0
           when g.r_spots < 0.16 then least(x.capacity, 1 + floor(g.r_left * 2)::int)
           else ceil(x.capacity / 4.0)::int + floor(g.r_left * (x.capacity - ceil(x.capacity / 4.0) + 1))::int
      end,
      now() - g.r_created * interval '90 days'
    from g
    join bench_templates t on t.i = floor(g.r_tmpl * ${templateCount}::int)::int
    join bench_providers p
      on p.category = t.category and p.k = floor(g.r_prov * ${PROVIDERS_PER_CATEGORY}::int)::int
    cross join w
    cross join lateral (
      select w.finder_tags[1 + floor(g.r_tag / 0.15 * cardinality(w.finder_tags))::int] as tag
    ) extra
    cross join lateral (
      select
        concat_ws(' ',
          case when g.r_pre < 0.45 then w.prefixes[1 + floor(g.r_pre / 0.45 * cardinality(w.prefixes))::int] end,
          t.title,
          case when g.r_suf < 0.3 then w.suffixes[1 + floor(g.r_suf / 0.3 * cardinality(w.suffixes))::int] end
        ) as title,
        t.description || ' ' || w.sentences[1 + floor(g.r_sentence * cardinality(w.sentences))::int] as description,
        case when g.r_tag < 0.15 and not (extra.tag = any(t.tags))
          then t.tags || extra.tag else t.tags end as tags,
        case when t.setting = 'outdoor'
          then w.parks[1 + floor(g.r_park * cardinality(w.parks))::int]
          else p.venue end as location_name,
        (10 + floor(g.r_park * 2990))::int || ' '
          || w.streets[1 + floor(g.r_street * cardinality(w.streets))::int] || ', '
          || w.towns[1 + floor(g.r_town * cardinality(w.towns))::int] as address,
        round((${lat}::float8 + ${radiusKm}::float8 * sqrt(g.r_km) * cos(2 * pi() * g.r_bearing) / 111.32)::numeric, 5)::float8 as lat,
        round((${lng}::float8 + ${radiusKm}::float8 * sqrt(g.r_km) * sin(2 * pi() * g.r_bearing)
          / (111.32 * cos(radians(${lat}::float8))))::numeric, 5)::float8 as lng,
        case when t.price_max = 0 then 0
          else least(12000, round((t.price_min + g.r_price * (t.price_max - t.price_min))
            * (0.7 + g.r_premium * 1.1) * 2)::int * 50) end as price_cents,
        ${today}::date + floor(g.r_day * 365)::int as date,
        case t.slot
          when 'camp' then 510 + 30 * floor(g.r_time * 2)::int
          when 'weekday' then 540 + 30 * floor(g.r_time * 7)::int
          when 'afterSchool' then 930 + 30 * floor(g.r_time * 5)::int
          else 480 + 30 * floor(g.r_time * ((least(1140, 1260 - t.minutes) - 480) / 30 + 1))::int
        end as start,
        greatest(0, t.age_min + floor(g.r_age * 3)::int - 1) as age_min,
        least(17, t.age_max + floor(g.r_age * 3)::int - 1) as age_max,
        greatest(6, least(30, t.cap_min + floor(g.r_cap * (t.cap_max - t.cap_min + 1))::int)) as capacity
    ) x
    -- Row order as if added one by one, not grouped by template, so no filter meets an
    -- unrealistically clustered table.
    order by g.n`;
}
