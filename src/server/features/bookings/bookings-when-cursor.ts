import { isIsoDate } from '../../../shared/iso-date';
import { AppError } from '../../lib/http-errors';
import { isUuid } from '../../lib/ids';

/**
 * The page cursor of the upcoming and past booking lists, which run by when the activity takes
 * place: base64url of JSON [date, startTime, bookingId] of the page's last row.
 */
export type WhenCursor = { date: string; startTime: string; id: string };

const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

export const encodeWhenCursor = (c: WhenCursor) =>
  Buffer.from(JSON.stringify([c.date, c.startTime, c.id])).toString('base64url');

/** Null for anything encodeWhenCursor did not make. */
export function decodeWhenCursor(raw: string): WhenCursor | null {
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
  if (typeof id !== 'string' || !isUuid(id)) return null;
  return { date, startTime, id };
}

/** The cursor a list request passed, if any; a 400 for one that encodeWhenCursor did not make. */
export function readWhenCursor(raw: string | undefined): WhenCursor | undefined {
  if (raw === undefined) return undefined;
  const cursor = decodeWhenCursor(raw);
  if (cursor) return cursor;
  const message = 'Cursor is not valid: pass back nextCursor unchanged';
  throw new AppError(400, 'validation_failed', message, [{ path: 'cursor', message }]);
}
