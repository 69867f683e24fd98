import { isIsoDate } from '../../shared/iso-date';
import { AppError } from './http-errors';
import { isUuid } from './ids';

/**
 * The page cursor of a list that runs by when something takes place (a provider's programs by
 * their next session, a family's bookings by their dates): base64url of JSON [date, startTime,
 * id] of the page's last row. Keyset pages neither overlap nor skip when rows are added or start
 * meanwhile. The id is a program's serial or a booking's uuid.
 */
export type WhenCursor<Id extends number | string> = { date: string; startTime: string; id: Id };

const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const ID_MAX = 2 ** 31 - 1;

export const isSerialId = (id: unknown): id is number =>
  typeof id === 'number' && Number.isSafeInteger(id) && id >= 1 && id <= ID_MAX;
export const isUuidId = (id: unknown): id is string => typeof id === 'string' && isUuid(id);

export const encodeWhenCursor = (c: WhenCursor<number | string>) =>
  Buffer.from(JSON.stringify([c.date, c.startTime, c.id])).toString('base64url');

/** Null for anything encodeWhenCursor did not make with an id that `isId` accepts. */
export function decodeWhenCursor<Id extends number | string>(
  raw: string,
  isId: (id: unknown) => id is Id,
): WhenCursor<Id> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  let tuple: unknown;
  try {
    tuple = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(tuple) || tuple.length !== 3) return null;
  const [date, startTime, id] = tuple as unknown[];
  if (typeof date !== 'string' || !isIsoDate(date) || Number(date.slice(0, 4)) < 2000) return null;
  if (typeof startTime !== 'string' || !TIME.test(startTime)) return null;
  if (!isId(id)) return null;
  return { date, startTime, id };
}

/** The cursor a request passed, if any; a 400 for one that encodeWhenCursor did not make. */
export function readWhenCursor<Id extends number | string>(
  raw: string | undefined,
  isId: (id: unknown) => id is Id,
): WhenCursor<Id> | undefined {
  if (raw === undefined) return undefined;
  const cursor = decodeWhenCursor(raw, isId);
  if (cursor) return cursor;
  const message = 'Cursor is not valid: pass back nextCursor unchanged';
  throw new AppError(400, 'validation_failed', message, [{ path: 'cursor', message }]);
}
