import { ACTIVITY_CATEGORIES, type ActivityCategory } from './activity-categories';
import { ageInYears } from './age';
import { formatCount, formatShortDate } from './display-format';
import { thisWeekendWindow, todayWindow, type DateWindow } from './finder-dates';
import { addDays, isIsoDate } from './iso-date';

/**
 * Discover's quick filters: a date, a price, ages, a category and an order that narrow (or
 * sort) the results for now, beside the filters from the parent's saved preferences and without
 * changing them. Each becomes GET /api/activities parameters here, once, so the chip's words and
 * the search agree.
 */

/** 'today', 'weekend', 'next7' or one day ('YYYY-MM-DD'). */
export type DateChoice = 'today' | 'weekend' | 'next7' | (string & {});
export const DATE_PRESETS = ['today', 'weekend', 'next7'] as const;

/** 'free', 'under25' or a maximum in whole dollars. */
export type PriceChoice = 'free' | 'under25' | number;
export const PRICE_PRESETS = ['free', 'under25'] as const;
/** The largest maximum a parent can type, in dollars. */
export const QUICK_PRICE_MAX = 10_000;
export const QUICK_PRICE_INVALID = `Enter whole dollars from $1 to $${formatCount(QUICK_PRICE_MAX)}`;

/** A typed maximum price in whole dollars, 1 to QUICK_PRICE_MAX, or null. */
export function parseQuickPrice(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const dollars = Number(trimmed);
  return dollars >= 1 && dollars <= QUICK_PRICE_MAX ? dollars : null;
}

export const quickPriceProblem = (text: string) =>
  parseQuickPrice(text) === null ? QUICK_PRICE_INVALID : null;

/** 'kids': ages that fit the parent's kids (when they have any); 'any': none; or one age. */
export type AgesChoice = 'kids' | 'any' | number;
/** The ages offered one by one (the search takes up to 21; kids' activities stop before). */
export const QUICK_AGE_MAX = 17;

/** The list's order: soonest first, cheapest first, or nearest first (with a location). */
export const QUICK_SORTS = ['soonest', 'price', 'distance'] as const;
export type QuickSort = (typeof QUICK_SORTS)[number];

export type QuickFilters = {
  when: DateChoice | null;
  price: PriceChoice | null;
  ages: AgesChoice;
  category: ActivityCategory | null;
  /** null: the search's own order (best match with text, else soonest). */
  sort: QuickSort | null;
};

/** Nothing chosen: kids' ages stay on by default. */
export const DEFAULT_QUICK: QuickFilters = {
  when: null,
  price: null,
  ages: 'kids',
  category: null,
  sort: null,
};
/** Every filter off, kids' ages too; the order chosen is not a filter and stays. */
export const NO_QUICK: Omit<QuickFilters, 'sort'> = {
  when: null,
  price: null,
  ages: 'any',
  category: null,
};

export const isDateChoice = (value: string): value is DateChoice =>
  (DATE_PRESETS as readonly string[]).includes(value) || isIsoDate(value);

/**
 * The dates a choice covers, inclusive, on `today`. 'This weekend' is the coming Saturday–Sunday
 * on a weekday, Saturday–Sunday on a Saturday and only Sunday on a Sunday (finder-dates.ts);
 * 'Next 7 days' is today and the six days after it.
 */
export function dateWindow(choice: DateChoice, today: string): DateWindow {
  if (choice === 'today') return todayWindow(today);
  if (choice === 'weekend') return thisWeekendWindow(today);
  if (choice === 'next7') return { from: today, to: addDays(today, 6) };
  return { from: choice, to: choice };
}

export function dateLabel(choice: DateChoice): string {
  if (choice === 'today') return 'Today';
  if (choice === 'weekend') return 'This weekend';
  if (choice === 'next7') return 'Next 7 days';
  return formatShortDate(choice);
}

/** Search parameters in cents: 'Under $25' leaves $25 out, 'Up to $40' keeps $40. */
export function priceSearch(choice: PriceChoice): { free?: true; maxPrice?: number } {
  if (choice === 'free') return { free: true };
  if (choice === 'under25') return { maxPrice: 2499 };
  return { maxPrice: choice * 100 };
}

export function priceLabel(choice: PriceChoice): string {
  if (choice === 'free') return 'Free';
  if (choice === 'under25') return 'Under $25';
  return `Up to $${choice}`;
}

/** The distinct ages of the kids on `today`, youngest first (kids without a birth date skipped). */
export function kidAges(kids: readonly { birthDate: string | null }[], today: string): number[] {
  const ages = kids.flatMap((kid) =>
    kid.birthDate && isIsoDate(kid.birthDate) ? [ageInYears(kid.birthDate, today)] : [],
  );
  return [...new Set(ages)].sort((a, b) => a - b);
}

/** The ages searched for: the kids' ages, one chosen age, or none. */
export function agesSearch(choice: AgesChoice, kidsAges: readonly number[]): number[] {
  if (choice === 'any') return [];
  if (choice === 'kids') return [...kidsAges];
  return [choice];
}

export const KIDS_AGES_LABEL = 'Ages fit my kids';

/** The chip for the ages choice, or null when it filters nothing. */
export function agesLabel(choice: AgesChoice, kidsAges: readonly number[]): string | null {
  if (choice === 'any') return null;
  if (choice === 'kids') return kidsAges.length > 0 ? KIDS_AGES_LABEL : null;
  return `For age ${choice}`;
}

export const isCategory = (value: string): value is ActivityCategory =>
  (ACTIVITY_CATEGORIES as readonly string[]).includes(value);

/**
 * The categories searched. A category chosen here stands in for the preferred types rather
 * than narrowing them: 'Swimming' and-ed with a 'Sports' preference would find nothing, and
 * what the parent picks now is what they are looking for now.
 */
export function typeSearch(
  category: ActivityCategory | null,
  preferred: readonly ActivityCategory[] | undefined,
): ActivityCategory[] | undefined {
  if (category !== null) return [category];
  return preferred ? [...preferred] : undefined;
}

export const isQuickSort = (value: string): value is QuickSort =>
  (QUICK_SORTS as readonly string[]).includes(value);

export function sortLabel(sort: QuickSort): string {
  if (sort === 'soonest') return 'Soonest';
  if (sort === 'price') return 'Lowest price';
  return 'Nearest';
}

export const DISTANCE_SORT_NEEDS_LOCATION = 'Share your location to sort by distance.';

/**
 * GET /api/activities' sort for the choice, or undefined for the search's own order. Nearest
 * needs the parent's location: without one it is not applied (and the screen says so).
 */
export function sortSearch(
  sort: QuickSort | null,
  hasLocation: boolean,
): 'date' | 'price' | 'distance' | undefined {
  if (sort === 'soonest') return 'date';
  if (sort === 'price') return 'price';
  if (sort === 'distance' && hasLocation) return 'distance';
  return undefined;
}
