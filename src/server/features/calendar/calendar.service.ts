import { randomBytes } from 'node:crypto';
import { formatMoney } from '../../../shared/display-format';
import type { CalendarFeed } from '../../../shared/schemas/booking';
import type { AppDeps } from '../../lib/app-env';
import { feedBookingRows, findFeedOwner, findFeedToken, saveFeedToken } from './calendar.queries';
import { bookingEventUid } from '../../../shared/ical';
import { serializeCalendar } from './ical';

/** The feed lists at most this many events, one per booking and date (the latest first). */
const FEED_MAX_EVENTS = 500;

/** 32 random bytes, base64url: 43 characters, unguessable. */
export const newFeedToken = () => randomBytes(32).toString('base64url');

const urlsFor = (appUrl: string, token: string): CalendarFeed => {
  const url = `${appUrl}/api/calendar/feed/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://') };
};

/** The parent's feed URLs; the secret is made on first use, and replaced on reset. */
export async function calendarFeedUrls(
  deps: Pick<AppDeps, 'db' | 'env'>,
  userId: string,
  { reset = false }: { reset?: boolean } = {},
): Promise<CalendarFeed> {
  const { db, env } = deps;
  const token =
    (await saveFeedToken(db, userId, newFeedToken(), { replace: reset })) ??
    (await findFeedToken(db, userId));
  if (!token) throw new Error('calendar feed row vanished');
  return urlsFor(env.appUrl, token);
}

/** The .ics text for a feed token, or null when no parent has that token. */
export async function calendarFeedIcs(
  deps: Pick<AppDeps, 'db' | 'env'>,
  token: string,
): Promise<string | null> {
  const { db, env } = deps;
  const userId = await findFeedOwner(db, token);
  if (!userId) return null;
  const rows = await feedBookingRows(db, userId, FEED_MAX_EVENTS);
  const stamp = new Date();
  return serializeCalendar({
    name: 'Kidventure bookings',
    events: rows.map((row) => ({
      uid: bookingEventUid(row.id, row.sessionId, row.sessionCount),
      stamp,
      date: row.date,
      startTime: row.startTime,
      endTime: row.endTime,
      summary: row.title,
      location: `${row.locationName}, ${row.address}`,
      description: [
        `Children: ${row.children}`,
        `Provider: ${row.providerName}`,
        `Total: ${formatMoney(row.totalCents)}`,
        `Booking ID: ${row.id.slice(0, 8)}`,
      ].join('\n'),
      url: `${env.appUrl}/bookings`,
    })),
  });
}
