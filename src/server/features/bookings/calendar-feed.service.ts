import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formatMoney } from '../../../shared/display-format';
import type { CalendarFeed } from '../../../shared/schemas/booking';
import type { AppDeps } from '../../app-env';
import { calendarFeeds } from '../../db/schema';
import { confirmedBookingRows, kidsOfBookings } from './bookings.queries';
import { serializeCalendar } from './ical';

/** The feed lists at most this many bookings (the latest activities first). */
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
  const token = newFeedToken();
  const insert = db.insert(calendarFeeds).values({ userId, token });
  const [row] = reset
    ? await insert
        .onConflictDoUpdate({
          target: calendarFeeds.userId,
          set: { token, createdAt: new Date() },
        })
        .returning({ token: calendarFeeds.token })
    : await insert.onConflictDoNothing({ target: calendarFeeds.userId }).returning({
        token: calendarFeeds.token,
      });
  if (row) return urlsFor(env.appUrl, row.token);
  const [existing] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  if (!existing) throw new Error('calendar feed row vanished');
  return urlsFor(env.appUrl, existing.token);
}

/** The .ics text for a feed token, or null when no parent has that token. */
export async function calendarFeedIcs(
  deps: Pick<AppDeps, 'db' | 'env'>,
  token: string,
): Promise<string | null> {
  const { db, env } = deps;
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token, token));
  if (!feed) return null;
  const rows = await confirmedBookingRows(db, feed.userId, FEED_MAX_EVENTS);
  const kids = await kidsOfBookings(
    db,
    rows.map((r) => r.id),
  );
  const stamp = new Date();
  return serializeCalendar({
    name: 'Kidventure bookings',
    events: rows.map((row) => {
      const names = (kids.get(row.id) ?? []).map((k) => k.name).join(', ');
      return {
        uid: `${row.id}@kidventure`,
        stamp,
        date: row.activity.date,
        startTime: row.activity.startTime,
        endTime: row.activity.endTime,
        summary: row.activity.title,
        location: `${row.activity.locationName}, ${row.activity.address}`,
        description: [
          `Children: ${names}`,
          `Provider: ${row.activity.providerName}`,
          `Total: ${formatMoney(row.totalCents)}`,
          `Booking ID: ${row.id.slice(0, 8)}`,
        ].join('\n'),
        url: `${env.appUrl}/bookings`,
      };
    }),
  });
}
