import { formatAges, formatShortDate } from './display-format';
import { addDays, daysBetween, weekdayOf } from './iso-date';
import type { FinderInterpretation } from './finder-parse';
import { mondayOf } from './week';

/**
 * How the finders show what they understood: one chip per constraint ("Ages 4–7", "Under $20",
 * "This Saturday", "Morning", "Indoor"), in a fixed order, and the summary those chips make.
 * A chip's key names what removing it drops (withoutChips), so the screen can rerun the search
 * without that constraint.
 */

export type FinderChip = { key: string; label: string };

/** The chip of "both kids", "my kids": the screen shows it only to a parent with kids to choose. */
export const ALL_KIDS_CHIP = 'allKids';

const GROUP_LABELS: Record<string, string> = {
  weekend: 'Weekend',
  birthday: 'Birthday',
  camp: 'Camp',
  indoor: 'Indoor',
  outdoor: 'Outdoor',
  pa_day: 'PA day',
};

const TIME_LABELS: Record<string, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  afterSchool: 'After school',
};

const DAY_SHORT: Record<string, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

const dollars = (cents: number) =>
  cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const monthName = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
const dayName = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** Further ahead than this, a day's label says its year. */
const FAR_DAYS = 180;

/** 'Today', 'Tomorrow', 'This Saturday', 'This weekend', 'Next week', 'In January', 'Dec 12'… */
export function dateLabel(from: string, to: string, today: string): string {
  if (from === to) {
    const ahead = daysBetween(today, from);
    if (ahead === 0) return 'Today';
    if (ahead === 1) return 'Tomorrow';
    if (ahead > 1 && ahead < 7) return `This ${dayName(from)}`;
    return ahead > FAR_DAYS
      ? `${formatShortDate(from)}, ${from.slice(0, 4)}`
      : formatShortDate(from);
  }
  const nextMonday = addDays(mondayOf(today), 7);
  if (from === nextMonday && to === addDays(nextMonday, 6)) return 'Next week';
  if (to === addDays(mondayOf(today), 6) && from === today) return 'This week';
  if (weekdayOf(from) === 6 && daysBetween(from, to) === 1) {
    if (from < nextMonday) return 'This weekend';
    if (from === addDays(nextMonday, 5)) return 'Next weekend';
  }
  if (
    from.endsWith('-01') &&
    addDays(to, 1).endsWith('-01') &&
    from.slice(0, 7) === to.slice(0, 7)
  ) {
    return `In ${monthName(from)}`;
  }
  return `${formatShortDate(from)} – ${formatShortDate(to)}`;
}

function weekdaysLabel(days: readonly string[]): string {
  const key = days.join(',');
  if (key === 'monday,tuesday,wednesday,thursday,friday') return 'Weekdays';
  if (key === 'saturday,sunday') return 'Weekends';
  if (days.length === 1) return `${capital(days[0] ?? '')}s`;
  return days.map((d) => DAY_SHORT[d] ?? d).join(', ');
}

export function finderChips(i: FinderInterpretation, today: string): FinderChip[] {
  const chips: FinderChip[] = [];
  if (i.ages) {
    const { min, max } = i.ages;
    chips.push({ key: 'ages', label: formatAges(min, max) });
  }
  if (i.allKids) chips.push({ key: ALL_KIDS_CHIP, label: 'Your kids' });
  if (i.kidCount !== null) {
    chips.push({ key: 'kidCount', label: `${i.kidCount} ${i.kidCount === 1 ? 'kid' : 'kids'}` });
  }
  if (i.free) chips.push({ key: 'free', label: 'Free' });
  else if (i.priceMaxCents !== null) {
    chips.push({ key: 'price', label: `Under ${dollars(i.priceMaxCents)}` });
  }
  if (i.dateFrom && i.dateTo) {
    chips.push({ key: 'dates', label: dateLabel(i.dateFrom, i.dateTo, today) });
  }
  if (i.weekdays.length > 0) chips.push({ key: 'weekdays', label: weekdaysLabel(i.weekdays) });
  for (const t of i.timesOfDay) chips.push({ key: `timeOfDay:${t}`, label: TIME_LABELS[t] ?? t });
  for (const c of i.categories) chips.push({ key: `category:${c}`, label: c });
  for (const g of i.groups) {
    if (g !== 'free') chips.push({ key: `group:${g}`, label: GROUP_LABELS[g] ?? g });
  }
  if (i.maxDistanceMiles !== null) {
    chips.push({ key: 'place', label: `Within ${i.maxDistanceMiles} mi` });
  } else if (i.nearMe) chips.push({ key: 'place', label: 'Near me' });
  return chips;
}

/** 'Ages 4–7 · Under $20 · This Saturday · Morning · Indoor'; '' when nothing was understood. */
export const finderSummary = (i: FinderInterpretation, today: string) =>
  finderChips(i, today)
    .map((c) => c.label)
    .join(' · ');

/** The interpretation without the constraints behind the given chip keys. */
export function withoutChips(
  i: FinderInterpretation,
  keys: readonly string[],
  today: string,
): FinderInterpretation {
  if (keys.length === 0) return i;
  const drop = new Set(keys);
  const rest = (prefix: string) =>
    new Set([...drop].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length)));
  const times = rest('timeOfDay:');
  const categories = rest('category:');
  const groups = rest('group:');
  if (drop.has('free')) groups.add('free');
  const next: FinderInterpretation = {
    ...i,
    ages: drop.has('ages') ? null : i.ages,
    kidCount: drop.has('kidCount') ? null : i.kidCount,
    allKids: drop.has(ALL_KIDS_CHIP) ? false : i.allKids,
    priceMaxCents: drop.has('price') ? null : i.priceMaxCents,
    free: drop.has('free') ? false : i.free,
    dateFrom: drop.has('dates') ? null : i.dateFrom,
    dateTo: drop.has('dates') ? null : i.dateTo,
    weekdays: drop.has('weekdays') ? [] : i.weekdays,
    timesOfDay: i.timesOfDay.filter((t) => !times.has(t)),
    categories: i.categories.filter((c) => !categories.has(c)),
    groups: i.groups.filter((g) => !groups.has(g)),
    nearMe: drop.has('place') ? false : i.nearMe,
    maxDistanceMiles: drop.has('place') ? null : i.maxDistanceMiles,
  };
  return { ...next, summary: finderSummary(next, today) };
}
