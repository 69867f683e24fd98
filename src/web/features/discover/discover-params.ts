import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  hasFilters,
  isFilterTimeWindow,
  isPreferredDay,
  isPreferredType,
  NO_FILTERS,
  type DiscoverFilters,
} from '../../../shared/preference-filters';
import {
  DEFAULT_QUICK,
  isCategory,
  isDateChoice,
  isQuickSort,
  QUICK_AGE_MAX,
  QUICK_PRICE_MAX,
  NO_QUICK,
  type AgesChoice,
  type PriceChoice,
  type QuickFilters,
} from '../../../shared/quick-filters';

/**
 * Discover's state lives in the URL, so Back (from an activity) and shared links come back to
 * the same tab, text and filters:
 *   ?q=swim&mq=park&tab=list&type=Sports&day=Saturday&time=Weekday+Mornings&within=10&age=6
 * With none of the filter keys, the parent's saved preferences apply; `filters=none` says the
 * parent cleared them. Every change replaces the entry, so Back leaves Discover in one step.
 *
 * The quick filters sit beside those and never decide whether the preferences apply:
 *   &when=weekend (today | weekend | next7 | YYYY-MM-DD) &price=under25 (free | under25 | dollars)
 *   &ages=any (no age filter) | &ages=6 (one age); without `ages`, the kids' ages apply.
 *   &category=Swimming (one category) &sort=soonest (soonest | price | distance)
 * So choosing 'Today' keeps the parent's preference chips, and removing 'Ages fit my kids' sticks.
 */

export const DISCOVER_TABS = ['map', 'list', 'trending'] as const;
export type DiscoverTab = (typeof DISCOVER_TABS)[number];

const FILTER_KEYS = ['type', 'day', 'time', 'within', 'age', 'filters'] as const;

export type DiscoverUrlState = {
  /** The page's search text (List, Map and Trending). */
  q: string;
  /** The map's own search (title or place). */
  mapQuery: string;
  tab: DiscoverTab;
  /** null: the URL says nothing about filters, so the parent's preferences apply. */
  filters: DiscoverFilters | null;
  quick: QuickFilters;
};

const isTab = (value: string | null): value is DiscoverTab =>
  (DISCOVER_TABS as readonly (string | null)[]).includes(value);

/** A positive whole number from the URL, or null (hand-edited links must not break the page). */
function wholeNumber(value: string | null, max: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n <= max ? n : null;
}

function readPrice(value: string | null): PriceChoice | null {
  if (value === 'free' || value === 'under25') return value;
  const dollars = wholeNumber(value, QUICK_PRICE_MAX);
  return dollars ? dollars : null;
}

function readAges(value: string | null): AgesChoice {
  if (value === 'any') return 'any';
  return wholeNumber(value, QUICK_AGE_MAX) ?? 'kids';
}

function readQuick(params: URLSearchParams): QuickFilters {
  const when = params.get('when');
  return {
    when: when !== null && isDateChoice(when) ? when : null,
    price: readPrice(params.get('price')),
    ages: readAges(params.get('ages')),
    category: oneOf(params.get('category'), isCategory),
    sort: oneOf(params.get('sort'), isQuickSort),
  };
}

const oneOf = <T extends string>(value: string | null, is: (v: string) => v is T): T | null =>
  value !== null && is(value) ? value : null;

export function readDiscoverParams(params: URLSearchParams): DiscoverUrlState {
  const tab = params.get('tab');
  const hasFilterKeys = FILTER_KEYS.some((key) => params.has(key));
  const within = wholeNumber(params.get('within'), 500);
  return {
    q: params.get('q') ?? '',
    mapQuery: params.get('mq') ?? '',
    tab: isTab(tab) ? tab : 'map',
    filters: hasFilterKeys
      ? {
          types: unique(params.getAll('type').filter(isPreferredType)),
          days: unique(params.getAll('day').filter(isPreferredDay)),
          times: unique(params.getAll('time').filter(isFilterTimeWindow)),
          maxDistance: within === 0 ? null : within,
          age: wholeNumber(params.get('age'), 21),
        }
      : null,
    quick: readQuick(params),
  };
}

const unique = <T>(values: T[]) => [...new Set(values)];

function setText(params: URLSearchParams, key: string, value: string) {
  if (value.trim()) params.set(key, value);
  else params.delete(key);
}

function setFilters(params: URLSearchParams, filters: DiscoverFilters) {
  for (const key of FILTER_KEYS) params.delete(key);
  for (const type of filters.types) params.append('type', type);
  for (const day of filters.days) params.append('day', day);
  for (const time of filters.times) params.append('time', time);
  if (filters.maxDistance !== null) params.set('within', String(filters.maxDistance));
  if (filters.age !== null) params.set('age', String(filters.age));
  // Nothing left: say so, or the preferences would come back as defaults.
  if (!hasFilters(filters)) params.set('filters', 'none');
}

function setQuick(params: URLSearchParams, quick: QuickFilters) {
  if (quick.when !== null) params.set('when', quick.when);
  else params.delete('when');
  if (quick.price !== null) params.set('price', String(quick.price));
  else params.delete('price');
  if (quick.ages !== DEFAULT_QUICK.ages) params.set('ages', String(quick.ages));
  else params.delete('ages');
  for (const key of ['category', 'sort'] as const) {
    const value = quick[key];
    if (value !== null) params.set(key, value);
    else params.delete(key);
  }
}

/** The filters alone as Discover's query (`type=Sports&within=10`, or `filters=none`). */
export function filtersQuery(filters: DiscoverFilters): string {
  const params = new URLSearchParams();
  setFilters(params, filters);
  return params.toString();
}

/** The filters of such a query, or null when it names none. */
export const filtersOfQuery = (query: string): DiscoverFilters | null =>
  readDiscoverParams(new URLSearchParams(query)).filters;

export type DiscoverUrlChange = {
  q?: string;
  mapQuery?: string;
  tab?: DiscoverTab;
  filters?: DiscoverFilters;
  /** The quick filters that change; the others stay. */
  quick?: Partial<QuickFilters>;
};

/** The URL after a change (pure, for tests and the hook). */
export function changeDiscoverParams(
  current: URLSearchParams,
  change: DiscoverUrlChange,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (change.q !== undefined) setText(next, 'q', change.q);
  if (change.mapQuery !== undefined) setText(next, 'mq', change.mapQuery);
  if (change.tab !== undefined) {
    if (change.tab === 'map') next.delete('tab');
    else next.set('tab', change.tab);
  }
  if (change.filters !== undefined) setFilters(next, change.filters);
  if (change.quick !== undefined) setQuick(next, { ...readQuick(next), ...change.quick });
  return next;
}

export function useDiscoverParams() {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (update: DiscoverUrlChange) =>
      setParams((current) => changeDiscoverParams(current, update), { replace: true }),
    [setParams],
  );
  return { state: readDiscoverParams(params), change };
}

/** Every filter off; the kids' ages too when they would apply (else the URL stays short). */
export const clearedFilters = (kidsAgesApply: boolean): DiscoverUrlChange => ({
  filters: NO_FILTERS,
  quick: kidsAgesApply ? NO_QUICK : { ...NO_QUICK, ages: DEFAULT_QUICK.ages },
});

/** 'Clear Search': the text, the map's text and every filter. */
export const cleared = (kidsAgesApply: boolean): DiscoverUrlChange => ({
  q: '',
  mapQuery: '',
  ...clearedFilters(kidsAgesApply),
});
