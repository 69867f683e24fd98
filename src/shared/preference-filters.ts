import type { ActivityCategory } from './activity-categories';
import { PREFERRED_ACTIVITY_TYPES, TIME_WINDOWS, WEEKDAYS } from './family-options';
import { categoriesFor, PREFERRED_TYPE_CATEGORIES } from './interest-categories';
import type { SearchWeekday } from './schemas/search';
import type { TimeOfDay } from './time-of-day';
import { TIME_WINDOW_SLOTS, type TimeWindow, type WindowSlot } from './time-windows';

/**
 * Discover's filters in the words of the parent's saved preferences ('Sports', 'Monday',
 * 'Weekday Mornings', 10 miles), each shown as a removable chip, and how they become
 * GET /api/activities parameters. Only what the search can honour becomes a filter, so a chip
 * never promises something the results ignore.
 */

export type PreferredType = (typeof PREFERRED_ACTIVITY_TYPES)[number];
export type PreferredDay = (typeof WEEKDAYS)[number];
export type { TimeWindow };

export type DiscoverFilters = {
  types: PreferredType[];
  days: PreferredDay[];
  /** Only windows with a search meaning (not 'School Breaks'). */
  times: TimeWindow[];
  /** Miles from the parent's location; applies only once a location is known. */
  maxDistance: number | null;
  /** A single age in years (see `filtersFromPreferences` for why ranges are not filters). */
  age: number | null;
};

export const NO_FILTERS: DiscoverFilters = {
  types: [],
  days: [],
  times: [],
  maxDistance: null,
  age: null,
};

type DayGroup = WindowSlot['days'];

const GROUP_DAYS: Record<DayGroup, SearchWeekday[]> = {
  weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  weekend: ['saturday', 'sunday'],
};

const isOneOf =
  <T extends string>(options: readonly T[]) =>
  (value: string): value is T =>
    (options as readonly string[]).includes(value);

export const isPreferredType = isOneOf(PREFERRED_ACTIVITY_TYPES);
export const isPreferredDay = isOneOf(WEEKDAYS);
/** A time window that can filter the search. */
export const isFilterTimeWindow = (value: string): value is TimeWindow =>
  isOneOf(TIME_WINDOWS)(value) && TIME_WINDOW_SLOTS[value] !== null;

export type SavedPreferences = {
  saved: boolean;
  activityTypes: readonly string[];
  preferredDays: readonly string[];
  preferredTimes: readonly string[];
  maxDistance: number;
  ageRange: { min: number; max: number };
};

/**
 * The default filters for a parent who saved preferences (none for one who never did: the
 * spec's defaults are not a choice). A 0-mile distance means "no limit". The age range becomes a
 * filter only when it is one age: the search takes a single kid's age (ageMin ≤ age ≤ ageMax), and
 * "fits any age from 4 to 8" cannot be said with one; filtering pages in the browser instead would
 * leave holes in the paged list and short strips, so a wider range is not applied.
 */
export function filtersFromPreferences(preferences: SavedPreferences): DiscoverFilters {
  if (!preferences.saved) return NO_FILTERS;
  const { min, max } = preferences.ageRange;
  return {
    types: preferences.activityTypes.filter(isPreferredType),
    days: preferences.preferredDays.filter(isPreferredDay),
    times: preferences.preferredTimes.filter(isFilterTimeWindow),
    maxDistance: preferences.maxDistance > 0 ? preferences.maxDistance : null,
    age: min === max ? min : null,
  };
}

/**
 * Saved time windows that cannot filter (School Breaks: Kidventure knows no school calendar), so
 * Discover can say so instead of dropping them silently. None for a parent who never saved.
 */
export function unfilterableWindows(preferences: SavedPreferences): string[] {
  if (!preferences.saved) return [];
  return preferences.preferredTimes.filter(
    (w) => isOneOf(TIME_WINDOWS)(w) && TIME_WINDOW_SLOTS[w] === null,
  );
}

export type PreferenceSearch = {
  type?: ActivityCategory[];
  weekday?: SearchWeekday[];
  timeOfDay?: TimeOfDay[];
  window?: TimeWindow[];
  withinMiles?: number;
  age?: number;
};

/**
 * The search parameters for the filters. Within one kind, any value matches; kinds combine (and).
 * Time windows: when they fit together exactly — every chosen day group with every chosen time
 * (Weekday Mornings + Weekday Evenings → Mon–Fri, morning or evening) — they search as times of day
 * and days. Their days give way to days the parent picked (picked days decide the days). Mixed
 * windows (Weekday Mornings + Weekend Evenings) cannot be said with one weekday list and one time
 * list, so they search as windows, each exactly as its chip reads.
 */
export function searchForFilters(
  filters: DiscoverFilters,
  { hasLocation }: { hasLocation: boolean },
): PreferenceSearch {
  const search: PreferenceSearch = {};
  const type = categoriesFor(filters.types, PREFERRED_TYPE_CATEGORIES);
  if (type.length > 0) search.type = type;

  const meanings = filters.times.flatMap((w) => TIME_WINDOW_SLOTS[w] ?? []);
  const times = [...new Set(meanings.map((m) => m.timeOfDay))];
  const picked = filters.days.map((d) => d.toLowerCase() as SearchWeekday);
  if (picked.length === 0 && !isGrid(meanings, times.length)) {
    search.window = filters.times;
  } else if (times.length > 0) {
    search.timeOfDay = times;
  }

  const weekday = picked.length > 0 ? picked : windowDays(meanings, times.length);
  if (weekday.length > 0) search.weekday = weekday;

  if (hasLocation && filters.maxDistance !== null) search.withinMiles = filters.maxDistance;
  if (filters.age !== null) search.age = filters.age;
  return search;
}

/** Every chosen day group with every chosen time (no windows: trivially). */
function isGrid(meanings: WindowSlot[], timeCount: number) {
  const groups = new Set(meanings.map((m) => m.days));
  const pairs = new Set(meanings.map((m) => `${m.days} ${m.timeOfDay}`));
  return pairs.size === groups.size * timeCount;
}

/** The days the windows imply, or none when they don't fit one weekday × time grid. */
function windowDays(meanings: WindowSlot[], timeCount: number) {
  const groups = [...new Set(meanings.map((m) => m.days))];
  // Both groups: every day, so no weekday filter is needed.
  if (!isGrid(meanings, timeCount) || groups.length !== 1) return [];
  return groups.flatMap((g) => GROUP_DAYS[g]);
}

/** Whether any filter is set (the 'Clear filters' button shows only then). */
export function hasFilters(filters: DiscoverFilters): boolean {
  return (
    filters.types.length > 0 ||
    filters.days.length > 0 ||
    filters.times.length > 0 ||
    filters.maxDistance !== null ||
    filters.age !== null
  );
}
