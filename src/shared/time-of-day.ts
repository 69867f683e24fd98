import { isWeekend } from './iso-date';

/**
 * Times of day (spec part 1, section 9) as start-time windows. One definition for the search
 * filter, the finder and anything that labels a session. Bounds are 'HH:MM', from inclusive,
 * to exclusive. After School is a weekday session starting 15:00–17:59.
 */

export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'afterSchool'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export type TimeOfDayWindow = { from: string; to: string; weekdaysOnly: boolean };

export const TIME_OF_DAY_WINDOWS: Record<TimeOfDay, TimeOfDayWindow> = {
  morning: { from: '00:00', to: '12:00', weekdaysOnly: false },
  afternoon: { from: '12:00', to: '17:00', weekdaysOnly: false },
  evening: { from: '17:00', to: '24:00', weekdaysOnly: false },
  afterSchool: { from: '15:00', to: '18:00', weekdaysOnly: true },
};

/** Whether a session on `isoDate` starting at `startTime` ('HH:MM') falls in the window. */
export function isInTimeOfDay(timeOfDay: TimeOfDay, isoDate: string, startTime: string): boolean {
  const w = TIME_OF_DAY_WINDOWS[timeOfDay];
  if (w.weekdaysOnly && isWeekend(isoDate)) return false;
  const hhmm = startTime.slice(0, 5);
  return hhmm >= w.from && hhmm < w.to;
}
