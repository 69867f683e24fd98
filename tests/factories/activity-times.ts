import type { Database } from '../../src/server/db/client';
import { localIsoDate } from '../../src/shared/iso-date';
import { createActivity, type ActivityOverrides } from './activities';

/** 'YYYY-MM-DD' and 'HH:MM' on this machine's clock for an instant (minutes, seconds dropped). */
export function localDateTime(at: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: localIsoDate(at),
    startTime: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/**
 * The date and times of an activity starting about `ms` after `now` (to the minute, rounded up),
 * lasting an hour but ending the same day (the schema wants start < end). A start that would
 * fall on 23:59 moves to midnight, so there is always a later minute to end on.
 */
export function timesStartingIn(now: number, ms: number) {
  const at = new Date(now + ms);
  at.setSeconds(0, 0);
  at.setMinutes(at.getMinutes() + 1);
  if (at.getHours() === 23 && at.getMinutes() === 59) at.setMinutes(60);
  const { date, startTime } = localDateTime(at);
  const endTime =
    at.getHours() === 23
      ? '23:59'
      : `${String(at.getHours() + 1).padStart(2, '0')}:${startTime.slice(3)}`;
  return { date, startTime, endTime };
}

/** An activity starting about `ms` from now (see `timesStartingIn`). */
export async function activityStartingIn(db: Database, ms: number, fields: ActivityOverrides = {}) {
  return createActivity(db, { ...timesStartingIn(Date.now(), ms), ...fields });
}
