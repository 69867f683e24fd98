import { gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_MILES, boundingBox, type LatLng } from '../../../shared/geo';
import { SEARCH_WEEKDAYS, type SearchWeekday } from '../../../shared/schemas/search';
import { TIME_OF_DAY_WINDOWS, type TimeOfDay } from '../../../shared/time-of-day';
import { windowSlots } from '../../../shared/time-windows';
import type { UpcomingFloor } from '../../../shared/upcoming';
import { activities as a } from '../../db/schema';
import { upcomingSql } from '../../lib/upcoming.queries';
import type { TextSearch } from './search-text';
import { textMatchSql } from './search-text.queries';

/** The search's filters as SQL conditions on `activities`; every one is optional but the date. */
export type SearchFilters = {
  /** Upcoming only: today's sessions not yet started, or from a later `from`. */
  floor: UpcomingFloor;
  toDate?: string;
  types?: string[];
  tags?: string[];
  age?: number;
  /** Any of these ages fits the activity's range. */
  ages?: number[];
  weekdays?: SearchWeekday[];
  timesOfDay?: TimeOfDay[];
  /** Preference windows ('Weekday Mornings'), any of. */
  windows?: string[];
  minPrice?: number;
  maxPrice?: number;
  available?: boolean;
  text?: TextSearch;
  within?: { point: LatLng; miles: number };
};

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** ISO day of week (Monday 1 … Sunday 7) of the activity's date. */
export const isoWeekday = sql`extract(isodow from ${a.date})`;

/** Great-circle miles from the point: shared/geo.ts distanceMiles, term for term. */
export function distanceSql(point: LatLng): SQL<number> {
  const rad = (degrees: SQL) => sql`(${degrees}) * pi() / 180`;
  const dLat = rad(sql`${a.lat} - ${point.lat}::float8`);
  const dLng = rad(sql`${a.lng} - ${point.lng}::float8`);
  const h = sql`power(sin(${dLat} / 2), 2) + cos(${rad(sql`${point.lat}::float8`)}) * cos(${rad(sql`${a.lat}`)}) * power(sin(${dLng} / 2), 2)`;
  return sql<number>`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(${h}))))`;
}

/**
 * Within `miles` of the point: a latitude/longitude box the (lat, lng) index can answer, then the
 * exact distance. A box that crosses the antimeridian keeps only its latitude band.
 */
export function withinSql(point: LatLng, miles: number): SQL[] {
  const box = boundingBox(point, miles);
  const conditions = [
    sql`${a.lat} between ${box.minLat}::float8 and ${box.maxLat}::float8`,
    sql`${distanceSql(point)} <= ${miles}::float8`,
  ];
  if (box.minLng >= -180 && box.maxLng <= 180) {
    conditions.push(sql`${a.lng} between ${box.minLng}::float8 and ${box.maxLng}::float8`);
  }
  return conditions;
}

/** Starts in the time of day (shared/time-of-day.ts, passed as values: the hours live there only). */
export function startsInSql(time: TimeOfDay): SQL {
  const w = TIME_OF_DAY_WINDOWS[time];
  const hours = sql`${a.startTime} >= ${w.from}::time and ${a.startTime} < ${w.to}::time`;
  return w.weekdaysOnly ? sql`(${hours} and ${isoWeekday} <= 5)` : sql`(${hours})`;
}

export function filterSql(f: SearchFilters): SQL[] {
  const where: SQL[] = [upcomingSql(f.floor)];
  if (f.toDate) where.push(lte(a.date, f.toDate));
  if (f.types?.length) where.push(inArray(a.type, f.types));
  if (f.tags?.length) where.push(sql`${a.tags} && array[${list(f.tags)}]::text[]`);
  if (f.age !== undefined) where.push(sql`${a.ageMin} <= ${f.age} and ${a.ageMax} >= ${f.age}`);
  if (f.ages?.length) {
    const fits = f.ages.map((age) => sql`(${a.ageMin} <= ${age} and ${a.ageMax} >= ${age})`);
    where.push(sql`(${sql.join(fits, sql` or `)})`);
  }
  if (f.weekdays?.length) {
    const days = f.weekdays.map((d) => SEARCH_WEEKDAYS.indexOf(d) + 1);
    where.push(sql`${isoWeekday} in (${list(days)})`);
  }
  if (f.timesOfDay?.length) {
    where.push(sql`(${sql.join(f.timesOfDay.map(startsInSql), sql` or `)})`);
  }
  if (f.windows?.length) {
    const slots = windowSlots(f.windows).map(
      (slot) =>
        sql`(${isoWeekday} ${slot.days === 'weekend' ? sql`>= 6` : sql`<= 5`} and ${startsInSql(slot.timeOfDay)})`,
    );
    where.push(sql`(${sql.join(slots, sql` or `)})`);
  }
  if (f.minPrice !== undefined) where.push(gte(a.priceCents, f.minPrice));
  if (f.maxPrice !== undefined) where.push(lte(a.priceCents, f.maxPrice));
  if (f.available) where.push(sql`${a.spotsLeft} > 0`);
  if (f.within) where.push(...withinSql(f.within.point, f.within.miles));
  if (f.text) where.push(textMatchSql(f.text));
  return where;
}
