/**
 * The opaque page cursor of the lists that run newest first (bookings, wallet transactions):
 * base64url of JSON [createdAt, id] of the page's last row. `createdAt` is PostgreSQL's own
 * microsecond text ('YYYY-MM-DDTHH:MM:SS.ffffffZ'), which a JavaScript Date would round to
 * milliseconds and so skip or repeat rows. Its SQL is in newest-first-cursor.queries.
 */

import { AppError } from './http-errors';
import { isUuid } from './ids';

export type NewestFirstCursor = { createdAt: string; id: string };

const CREATED_AT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
/** No row of this app is older than this. */
const MIN_YEAR = 2000;

export const encodeNewestFirstCursor = (c: NewestFirstCursor) =>
  Buffer.from(JSON.stringify([c.createdAt, c.id])).toString('base64url');

/** The cursor a list request passed, if any; a 400 for one that encodeNewestFirstCursor did not make. */
export function readNewestFirstCursor(
  raw: string | undefined,
  isId: (id: string) => boolean = isUuid,
): NewestFirstCursor | undefined {
  if (raw === undefined) return undefined;
  const cursor = decodeNewestFirstCursor(raw, isId);
  if (cursor) return cursor;
  const message = 'Cursor is not valid: pass back nextCursor unchanged';
  throw new AppError(400, 'validation_failed', message, [{ path: 'cursor', message }]);
}

/**
 * Null for anything encodeNewestFirstCursor did not make. Ids are uuids unless the list says
 * otherwise (sessions have better-auth's own text ids).
 */
export function decodeNewestFirstCursor(
  raw: string,
  isId: (id: string) => boolean = isUuid,
): NewestFirstCursor | null {
  let tuple: unknown;
  try {
    tuple = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(tuple) || tuple.length !== 2) return null;
  const [createdAt, id] = tuple as unknown[];
  if (typeof createdAt !== 'string' || !CREATED_AT.test(createdAt)) return null;
  if (typeof id !== 'string' || !isId(id)) return null;
  // A real instant: '2026-02-31…' would parse (JavaScript rolls it over) but is not one.
  const ms = Date.parse(createdAt);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 19) !== createdAt.slice(0, 19)) {
    return null;
  }
  // And one this app could have written: JavaScript accepts the year 0000, PostgreSQL does not.
  if (Number(createdAt.slice(0, 4)) < MIN_YEAR) return null;
  return { createdAt, id };
}
