import { isIsoDate } from '../../../shared/iso-date';
import { AppError } from '../../lib/http-errors';

/**
 * The page cursor of a provider's upcoming activities, which run soonest first: base64url of
 * JSON [date, startTime, id] of the page's last activity. Keyset pages neither overlap nor skip
 * when activities are added or start meanwhile.
 */
export type SessionCursor = { date: string; startTime: string; id: number };

const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const ID_MAX = 2 ** 31 - 1;

export const encodeSessionCursor = (c: SessionCursor) =>
  Buffer.from(JSON.stringify([c.date, c.startTime, c.id])).toString('base64url');

/** Null for anything encodeSessionCursor did not make. */
export function decodeSessionCursor(raw: string): SessionCursor | null {
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
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > ID_MAX) return null;
  return { date, startTime, id };
}

/** The cursor a request passed, if any; a 400 for one that encodeSessionCursor did not make. */
export function readSessionCursor(raw: string | undefined): SessionCursor | undefined {
  if (raw === undefined) return undefined;
  const cursor = decodeSessionCursor(raw);
  if (cursor) return cursor;
  const message = 'Cursor is not valid: pass back nextCursor unchanged';
  throw new AppError(400, 'validation_failed', message, [{ path: 'cursor', message }]);
}
