import { gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { LatLng } from '../../../shared/geo';
import { SEARCH_WEEKDAYS, type SearchWeekday } from '../../../shared/schemas/search';
import type { TimeOfDay } from '../../../shared/time-of-day';
import { windowSlots } from '../../../shared/time-windows';
import type { UpcomingFloor } from '../../../shared/upcoming';
import { activities as a } from '../../db/schema';
import { withinSql } from '../../lib/distance.queries';
import type { SessionMatch } from '../../lib/session-match.queries';
import type { TextSearch } from './search-text';
import { textMatchSql } from './search-text.queries';

/**
 * The search's filters: on the program (kind, ages, price, place, text) and on the session it is
 * found by (decision 048: any bookable session within the dates, days and times asked for).
 */
export type SearchFilters = {
  /** The parent's clock: what has started is not offered. */
  now: UpcomingFloor;
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

/** Conditions on the program, and what one of its sessions must be; `text`: the program's include text. */
export type SearchWhere = { program: SQL[]; sessions: SessionMatch; text: boolean };

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
export function filterSql(f: SearchFilters): SearchWhere {
  const program: SQL[] = [];
  if (f.types?.length) program.push(inArray(a.type, f.types));
  if (f.tags?.length) program.push(sql`${a.tags} && array[${list(f.tags)}]::text[]`);
  if (f.age !== undefined) program.push(sql`${a.ageMin} <= ${f.age} and ${a.ageMax} >= ${f.age}`);
  if (f.ages?.length) {
    const fits = f.ages.map((age) => sql`(${a.ageMin} <= ${age} and ${a.ageMax} >= ${age})`);
    program.push(sql`(${sql.join(fits, sql` or `)})`);
  }
  if (f.minPrice !== undefined) program.push(gte(a.priceCents, f.minPrice));
  if (f.maxPrice !== undefined) program.push(lte(a.priceCents, f.maxPrice));
  if (f.within) program.push(...withinSql(f.within.point, f.within.miles));
  if (f.text) program.push(textMatchSql(f.text));
  const sessions: SessionMatch = {
    now: f.now,
    floor: f.floor,
    toDate: f.toDate,
    isoWeekdays: f.weekdays?.map((d) => SEARCH_WEEKDAYS.indexOf(d) + 1),
    timesOfDay: f.timesOfDay,
    slots: f.windows?.length ? windowSlots(f.windows) : undefined,
    places: f.available ? 1 : undefined,
  };
  return { program, sessions, text: f.text !== undefined };
}
