import { isIsoDate } from '../../../shared/iso-date';
import type { ActivitySort } from '../../../shared/schemas/search';

/**
 * The search's opaque page cursor: base64url of JSON [sort, ...keys of the page's last item].
 * The keys are exactly the values the next page compares against (a distance as JavaScript
 * writes it, which PostgreSQL reads back to the same float8), so keyset pages neither overlap
 * nor skip. The sort's name is inside so a cursor is never read with another sort's keys.
 */

type Keyed = { id: number };
type Slot = { date: string; startTime: string };

export type SearchCursor =
  | ({ sort: 'date' } & Slot & Keyed)
  /** `tier`: the relevance tier of the last item (search-text.queries.ts); within a tier, by date. */
  | ({ sort: 'relevance'; tier: number } & Slot & Keyed)
  | ({ sort: 'price'; priceCents: number } & Slot & Keyed)
  | ({ sort: 'distance'; miles: number } & Keyed)
  /** `day` fixes the tie order the first page used, even if the next page comes after midnight. */
  | ({ sort: 'popular'; day: string; taken: number; shuffle: number } & Keyed)
  /** `createdAt` as 'YYYY-MM-DDTHH:MM:SS.ffffffZ': microseconds, which a JS Date would lose. */
  | ({ sort: 'newest'; createdAt: string } & Keyed);

export type CursorReading =
  { ok: true; cursor: SearchCursor } | { ok: false; problem: 'malformed' | 'other-sort' };

const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const CREATED_AT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
const ID_MAX = 2 ** 31 - 1;

export function encodeSearchCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify(toTuple(cursor))).toString('base64url');
}

function toTuple(c: SearchCursor): unknown[] {
  switch (c.sort) {
    case 'date':
      return [c.sort, c.date, c.startTime, c.id];
    case 'relevance':
      return [c.sort, c.tier, c.date, c.startTime, c.id];
    case 'price':
      return [c.sort, c.priceCents, c.date, c.startTime, c.id];
    case 'distance':
      return [c.sort, c.miles, c.id];
    case 'popular':
      return [c.sort, c.day, c.taken, c.shuffle, c.id];
    case 'newest':
      return [c.sort, c.createdAt, c.id];
  }
}

/** Reads a cursor for `sort`; anything not made by encodeSearchCursor for that sort is refused. */
export function decodeSearchCursor(raw: string, sort: ActivitySort): CursorReading {
  const tuple = parseTuple(raw);
  if (!tuple) return { ok: false, problem: 'malformed' };
  const cursor = fromTuple(tuple);
  if (!cursor) return { ok: false, problem: 'malformed' };
  if (cursor.sort !== sort) return { ok: false, problem: 'other-sort' };
  return { ok: true, cursor };
}

function parseTuple(raw: string): unknown[] | null {
  if (!/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

const isId = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 1 && v <= ID_MAX;
/** Within PostgreSQL's integer, so a made-up cursor can never make the query fail. */
const isInt4 = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= -(2 ** 31) && v <= ID_MAX;
const isFloat = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isDate = (v: unknown): v is string => typeof v === 'string' && isIsoDate(v);
const isTime = (v: unknown): v is string => typeof v === 'string' && TIME.test(v);
const isCreatedAt = (v: unknown): v is string =>
  typeof v === 'string' &&
  CREATED_AT.test(v) &&
  isIsoDate(v.slice(0, 10)) &&
  isTime(v.slice(11, 19));

function fromTuple(t: unknown[]): SearchCursor | null {
  const [sort, ...k] = t;
  switch (sort) {
    case 'date': {
      const [date, startTime, id] = k;
      return k.length === 3 && isDate(date) && isTime(startTime) && isId(id)
        ? { sort, date, startTime, id }
        : null;
    }
    case 'relevance': {
      const [tier, date, startTime, id] = k;
      const isTier = isInt4(tier) && tier >= 0 && tier < 20;
      return k.length === 4 && isTier && isDate(date) && isTime(startTime) && isId(id)
        ? { sort, tier, date, startTime, id }
        : null;
    }
    case 'price': {
      const [priceCents, date, startTime, id] = k;
      return k.length === 4 &&
        isInt4(priceCents) &&
        priceCents >= 0 &&
        isDate(date) &&
        isTime(startTime) &&
        isId(id)
        ? { sort, priceCents, date, startTime, id }
        : null;
    }
    case 'distance': {
      const [miles, id] = k;
      return k.length === 2 && isFloat(miles) && miles >= 0 && isId(id)
        ? { sort, miles, id }
        : null;
    }
    case 'popular': {
      const [day, taken, shuffle, id] = k;
      return k.length === 4 && isDate(day) && isInt4(taken) && isInt4(shuffle) && isId(id)
        ? { sort, day, taken, shuffle, id }
        : null;
    }
    case 'newest': {
      const [createdAt, id] = k;
      return k.length === 2 && isCreatedAt(createdAt) && isId(id) ? { sort, createdAt, id } : null;
    }
    default:
      return null;
  }
}
