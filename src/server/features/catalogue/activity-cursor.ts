import { isIsoDate } from '../../../shared/iso-date';
import type { ActivityCursor } from './catalogue.queries';

/**
 * The listing's opaque page cursor: base64url of JSON [date, startTime, id] of the last item.
 * Opaque so clients pass it back untouched and we can change the ordering key later.
 */

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

export function encodeCursor({ date, startTime, id }: ActivityCursor): string {
  return Buffer.from(JSON.stringify([date, startTime, id])).toString('base64url');
}

/** The cursor, or null when it was not made by encodeCursor (tampered, truncated, made up). */
export function decodeCursor(cursor: string): ActivityCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [date, startTime, id] = value as unknown[];
  if (typeof date !== 'string' || !isIsoDate(date)) return null;
  if (typeof startTime !== 'string' || !TIME.test(startTime)) return null;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 2 ** 31 - 1) {
    return null;
  }
  return { date, startTime, id };
}
