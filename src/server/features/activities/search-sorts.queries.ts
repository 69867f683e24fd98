import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { daysBetween } from '../../../shared/iso-date';
import type { ActivitySort } from '../../../shared/schemas/search';
import type { SearchCursor } from './search-cursor';

/**
 * Each order as a list of keys that ends with the id, all compared in one direction, so the
 * order is total and "after the cursor" is one row comparison the indexes can use:
 *   date       the session's date and start, the program's id  (activity_sessions_date_idx)
 *   price      price, first date, first start, id        (activities_price_idx)
 *   newest     created at, id — descending               (activities_created_idx)
 *   popular    spots left − capacity (most taken first), a daily shuffle, id (activities_taken_idx)
 *   distance   miles, id                                 (miles computed per row in a circle)
 * Relevance is read tier by tier (search-text.queries.ts), each tier in date order.
 */
export type KeyOrder = Exclude<ActivitySort, 'relevance'>;
export type Keyset = Exclude<SearchCursor, { sort: 'relevance' }>;

/**
 * The columns the keys are built from, wherever they come from (the tables or a subquery):
 * `date` and `startTime` are the session the program was found by (decision 048), `firstDate`
 * and `firstStartTime` its first session's (the activity's own columns).
 */
export type KeyParts = {
  id: SQLWrapper;
  date: SQLWrapper;
  startTime: SQLWrapper;
  firstDate: SQLWrapper;
  firstStartTime: SQLWrapper;
  priceCents: SQLWrapper;
  createdAt: SQLWrapper;
  spotsLeft: SQLWrapper;
  capacity: SQLWrapper;
  /** The distance, for the order computed per row. */
  computed: SQLWrapper | null;
};

/**
 * Ties among equally popular activities: a hash of the id salted with the day, so the order is
 * fixed for a day (pages agree) and different the next. With no bookings at all, this is the
 * whole order: a daily shuffle.
 */
export function shuffleSql(id: SQLWrapper, day: string): SQL<number> {
  const salt = daysBetween('2000-01-01', day);
  return sql<number>`hashint4(${id} # ${salt}::int)`;
}

function computedKey(p: KeyParts): SQLWrapper {
  if (!p.computed) throw new Error('The distance order needs its computed key');
  return p.computed;
}

function sortKeys(order: KeyOrder, p: KeyParts, day: string): SQL[] {
  const plain = (...keys: SQLWrapper[]) => keys.map((k) => sql`${k}`);
  switch (order) {
    case 'date':
      return plain(p.date, p.startTime, p.id);
    case 'price':
      return plain(p.priceCents, p.firstDate, p.firstStartTime, p.id);
    case 'newest':
      return plain(p.createdAt, p.id);
    case 'popular':
      return [sql`(${p.spotsLeft} - ${p.capacity})`, shuffleSql(p.id, day), sql`${p.id}`];
    case 'distance':
      return plain(computedKey(p), p.id);
  }
}

const isDescending = (order: KeyOrder) => order === 'newest';

export function orderSql(order: KeyOrder, p: KeyParts, day: string): SQL[] {
  const keys = sortKeys(order, p, day);
  return isDescending(order) ? keys.map((k) => sql`${k} desc`) : keys;
}

/** The cursor's values, typed as the keys are, in the same order. */
function cursorValues(c: Keyset): SQL[] {
  const slot = (date: string, time: string, id: number) => [
    sql`${date}::date`,
    sql`${time}::time`,
    sql`${id}::int`,
  ];
  switch (c.sort) {
    case 'date':
      return slot(c.date, c.startTime, c.id);
    case 'price':
      return [sql`${c.priceCents}::int`, ...slot(c.date, c.startTime, c.id)];
    case 'newest':
      return [sql`${c.createdAt}::timestamptz`, sql`${c.id}::int`];
    case 'popular':
      return [sql`${-c.taken}::int`, sql`${c.shuffle}::int`, sql`${c.id}::int`];
    case 'distance':
      return [sql`${c.miles}::float8`, sql`${c.id}::int`];
  }
}

/** Strictly after the cursor in its order (`day` as for orderSql). */
export function afterSql(c: Keyset, p: KeyParts, day: string): SQL {
  const keys = sql.join(sortKeys(c.sort, p, day), sql`, `);
  const values = sql.join(cursorValues(c), sql`, `);
  return isDescending(c.sort) ? sql`(${keys}) < (${values})` : sql`(${keys}) > (${values})`;
}
