import { isIsoDate } from './iso-date';

/**
 * What "upcoming" means, in one place: a session is upcoming until it starts. A session dated
 * today whose start time has passed has started, so no list, shelf or date filter offers it as
 * upcoming. "Today" and "now" are the parent's: the web app sends its local date-time as `now`
 * (the activities and finder APIs take it), and the server's clock stands in when it is absent.
 */

/** A local date and time, as the parent's clock reads them: 'YYYY-MM-DD' and 'HH:MM:SS'. */
export type LocalMoment = { date: string; time: string };

const LOCAL_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,3})?)?$/;
export const LOCAL_NOW_MESSAGE = 'now must be a local date-time such as 2026-11-18T09:00:00';

/** A local date-time ('2026-11-18T09:00' or with seconds) read, or undefined when it is none. */
export function readLocalDateTime(value: string): LocalMoment | undefined {
  const m = LOCAL_DATE_TIME.exec(value);
  if (!m?.[1] || !isIsoDate(m[1])) return undefined;
  return { date: m[1], time: `${m[2]}:${m[3]}:${m[4] ?? '00'}` };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** This machine's clock as a local moment (the parent's, in the browser). */
export function localMoment(at: Date = new Date()): LocalMoment {
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`,
  };
}

/** This machine's clock as the APIs' `now`: '2026-11-18T09:00:00'. */
export function localDateTime(at: Date = new Date()): string {
  const { date, time } = localMoment(at);
  return `${date}T${time}`;
}

/** 'HH:MM' or 'HH:MM:SS' as 'HH:MM:SS', so times compare as text. */
const fullTime = (time: string) => (time.length === 5 ? `${time}:00` : time.slice(0, 8));

/** Under way or over: an earlier day, or today from its start time on. */
export function hasStarted(
  session: { date: string; startTime: string },
  now: LocalMoment,
): boolean {
  if (session.date !== now.date) return session.date < now.date;
  return fullTime(session.startTime) <= now.time;
}

/**
 * The first session a search may show: on `date`, those starting after `after` (null: the whole
 * day). A `from` later than today starts at that day's beginning; otherwise today's sessions
 * that have not started yet.
 */
export type UpcomingFloor = { date: string; after: string | null };

export function upcomingFloor(now: LocalMoment, from?: string): UpcomingFloor {
  return from && from > now.date
    ? { date: from, after: null }
    : { date: now.date, after: now.time };
}
