import { WEEKDAYS, type TIME_WINDOWS } from './family-options';
import { isWeekend, weekdayOf } from './iso-date';
import { isInTimeOfDay, type TimeOfDay } from './time-of-day';

/**
 * The preference screen's days and time windows ('Weekday Mornings' …) as dates and times of
 * day, so saved preferences can rank or filter sessions. 'School Breaks' depends on a school calendar
 * Kidventure does not know, so it stands for no particular session.
 */

export type TimeWindow = (typeof TIME_WINDOWS)[number];
export type WindowSlot = { days: 'weekdays' | 'weekend'; timeOfDay: TimeOfDay };

export const TIME_WINDOW_SLOTS: Record<TimeWindow, WindowSlot | null> = {
  'Weekday Mornings': { days: 'weekdays', timeOfDay: 'morning' },
  'Weekday Afternoons': { days: 'weekdays', timeOfDay: 'afternoon' },
  'After School': { days: 'weekdays', timeOfDay: 'afterSchool' },
  'Weekday Evenings': { days: 'weekdays', timeOfDay: 'evening' },
  'Weekend Mornings': { days: 'weekend', timeOfDay: 'morning' },
  'Weekend Afternoons': { days: 'weekend', timeOfDay: 'afternoon' },
  'Weekend Evenings': { days: 'weekend', timeOfDay: 'evening' },
  'School Breaks': null,
};

/** The windows that stand for sessions (all but School Breaks): what a search can filter by. */
export const FILTER_WINDOWS = (Object.keys(TIME_WINDOW_SLOTS) as TimeWindow[]).filter(
  (w) => TIME_WINDOW_SLOTS[w] !== null,
);

/** The slots behind saved time windows (unknown words and School Breaks skipped). */
export function windowSlots(windows: readonly string[]): WindowSlot[] {
  const table: Record<string, WindowSlot | null> = TIME_WINDOW_SLOTS;
  return windows.flatMap((w) => table[w] ?? []);
}

/** Whether a session on `isoDate` starting at `startTime` ('HH:MM…') falls in the slot. */
export function isInSlot(slot: WindowSlot, isoDate: string, startTime: string): boolean {
  if (isWeekend(isoDate) !== (slot.days === 'weekend')) return false;
  return isInTimeOfDay(slot.timeOfDay, isoDate, startTime);
}

/** 'Monday' … 'Sunday', as preferred days are saved. */
export const weekdayName = (isoDate: string) => WEEKDAYS[(weekdayOf(isoDate) + 6) % 7] ?? '';
