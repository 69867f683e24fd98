import { useQuery } from '@tanstack/react-query';
import {
  filtersFromPreferences,
  hasFilters,
  NO_FILTERS,
  searchForFilters,
  unfilterableWindows,
  type DiscoverFilters,
} from '../../../shared/preference-filters';
import { localIsoDate } from '../../../shared/iso-date';
import {
  agesSearch,
  dateWindow,
  kidAges,
  priceSearch,
  sortSearch,
  typeSearch,
  type QuickFilters,
} from '../../../shared/quick-filters';
import type { ActivityFilters } from '../../api/activities/search-activities';
import { kidsQueryOptions } from '../../api/kids/get-kids';
import { meQueryOptions } from '../../api/me/get-me';
import { preferencesQueryOptions } from '../../api/preferences/get-preferences';
import { useParentLocation, type ParentLocationState } from '../../api/profile/parent-location';
import { useHeldFilters } from '../../lib/held-filters';
import { filtersOfQuery, type DiscoverUrlState } from './discover-params';

export type DiscoverSearch = {
  /**
   * False until the parent's default filters and location are known: searching before would
   * show results that change a moment later.
   */
  ready: boolean;
  filters: DiscoverFilters;
  /**
   * The filters are the parent's saved preferences, or what is left of them after removing
   * chips during this visit (the URL names none).
   */
  fromPreferences: boolean;
  /** The signed-in parent's id, whose filters a removed chip holds for the visit. */
  userId: string | null;
  quick: QuickFilters;
  /** Saved windows in force that cannot filter ('School Breaks'), to say so. */
  unfilterable: string[];
  /** The signed-in parent's kids' ages today, youngest first ('Ages fit my kids'). */
  kidsAges: number[];
  /** The search every tab starts from: text, filters and the parent's point. */
  base: ActivityFilters;
  parentLocation: ParentLocationState;
};

export function useDiscoverSearch(url: DiscoverUrlState): DiscoverSearch {
  const me = useQuery(meQueryOptions());
  const userId = me.data?.user?.id ?? null;
  const signedIn = userId !== null;
  const held = useHeldFilters(userId);
  const heldFilters = url.filters === null && held !== null ? filtersOfQuery(held) : null;
  const usesDefaults = url.filters === null && heldFilters === null;
  const preferences = useQuery({
    ...preferencesQueryOptions(),
    enabled: signedIn && usesDefaults,
  });
  const parentLocation = useParentLocation();
  const kids = useQuery({ ...kidsQueryOptions(), enabled: signedIn });

  // A failed preferences load leaves the search unfiltered rather than blocking it.
  const defaults = preferences.data ? filtersFromPreferences(preferences.data) : NO_FILTERS;
  const filters = url.filters ?? heldFilters ?? defaults;
  const defaultsKnown = !usesDefaults || (!me.isPending && (!signedIn || !preferences.isPending));
  // A failed kids load leaves the ages unfiltered, as a failed preferences load does.
  const today = localIsoDate();
  const kidsAges = kidAges(kids.data?.items ?? [], today);
  const kidsKnown = url.quick.ages !== 'kids' || (!me.isPending && (!signedIn || !kids.isPending));

  const point = parentLocation.location;
  const search = searchForFilters(filters, { hasLocation: point !== null });
  const when = url.quick.when ? dateWindow(url.quick.when, today) : undefined;
  const price = url.quick.price !== null ? priceSearch(url.quick.price) : {};
  const base: ActivityFilters = {
    q: url.q.trim() || undefined,
    type: typeSearch(url.quick.category, search.type),
    weekday: search.weekday,
    timeOfDay: search.timeOfDay,
    window: search.window,
    withinMiles: search.withinMiles?.toString(),
    age: search.age?.toString(),
    ages: agesSearch(url.quick.ages, kidsAges).map(String),
    from: when?.from,
    to: when?.to,
    free: price.free ? 'true' : undefined,
    maxPrice: price.maxPrice?.toString(),
    lat: point ? String(point.lat) : undefined,
    lng: point ? String(point.lng) : undefined,
    sort: sortSearch(url.quick.sort, point !== null),
  };

  return {
    ready: defaultsKnown && kidsKnown && !parentLocation.isLoading,
    filters,
    fromPreferences: url.filters === null && hasFilters(filters),
    userId,
    quick: url.quick,
    unfilterable: usesDefaults && preferences.data ? unfilterableWindows(preferences.data) : [],
    kidsAges,
    base,
    parentLocation,
  };
}
