import { useQuery } from '@tanstack/react-query';
import { LocateFixed, Map as MapIcon, MapPinned } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { matchesMapSearch } from '../../../../shared/map-search';
import type { ParentLocation } from '../../../../shared/schemas/profile';
import type { ActivitySearchItem } from '../../../../shared/schemas/search';
import {
  activitySearchQueryOptions,
  type ActivityFilters,
} from '../../../api/activities/search-activities';
import { ListedActivityCard } from '../../../components/activity/activity-card';
import { Button } from '../../../components/ui/button';
import { useHydrated } from '../../../lib/use-hydrated';
import { PHONE_LAYOUT, useMediaQuery } from '../../../lib/use-media-query';
import { sessionFlag } from '../../../lib/session-flag';
import { QueryError } from '../../../components/ui/query-error';
import { NoResults, ResultsLoading, resultsGrid, type HidingFilters } from './result-states';
import { SearchField } from './search-field';

// Leaflet (≈44 KB gzipped) loads with this tab, not with the page, and only in the browser.
const ActivityMap = lazy(() => import('./activity-map'));

const mapShown = sessionFlag('kidventure.mapShown');

/**
 * On a phone the map starts when the parent asks for it (decision 033): starting Leaflet takes a
 * slow phone's main thread for about 200 ms, and the numbered cards below already list the same
 * five activities. Once asked, it starts by itself for the rest of the browser session.
 */
function useMapOnRequest(): { wanted: boolean; asked: boolean; request: () => void } {
  const phone = useMediaQuery(PHONE_LAYOUT);
  const [askedBefore] = useState(mapShown.isSet);
  // Asked on this screen (not earlier in the session): the map takes the button's focus.
  const [asked, setAsked] = useState(false);
  return {
    wanted: !phone || askedBefore || asked,
    asked,
    request: () => {
      mapShown.set();
      setAsked(true);
    },
  };
}

/** The spec's pin limit (part 1, section 9); the nearby list shows the same activities. */
export const MAP_PIN_LIMIT = 5;
/**
 * The map's search (title or place) looks through this many of the nearest (or soonest)
 * matches. The API's text search does not read place names, so this narrowing happens here.
 */
const MAP_POOL_SIZE = '50';

type Props = {
  search: ActivityFilters;
  ready: boolean;
  location: ParentLocation | null;
  mapQuery: string;
  onMapQueryChange: (text: string) => void;
  onChangeLocation: () => void;
  onClear: () => void;
  hiding?: HidingFilters;
};

/** The Map tab: numbered pins for the top five, the location button and 'Nearby Activities'. */
export function MapTab({
  search,
  ready,
  location,
  mapQuery,
  onMapQueryChange,
  onChangeLocation,
  onClear,
  hiding,
}: Props) {
  // Nearest first with a location; soonest first without (the map then frames the results).
  const results = useQuery({
    ...activitySearchQueryOptions({
      ...search,
      sort: location ? 'distance' : 'date',
      limit: MAP_POOL_SIZE,
    }),
    enabled: ready,
  });
  const hydrated = useHydrated();
  const top = distinctActivities(
    (results.data?.items ?? []).filter((activity) => matchesMapSearch(activity, mapQuery)),
  ).slice(0, MAP_PIN_LIMIT);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          className="flex-1"
          label="Search the map"
          clearLabel="Clear map search"
          placeholder="Activity or place"
          value={mapQuery}
          onCommit={onMapQueryChange}
        />
        <Button variant="secondary" className="sm:min-h-12" onClick={onChangeLocation}>
          <LocateFixed aria-hidden className="size-4" />
          {location ? 'Change Location' : 'Share Location'}
        </Button>
      </div>
      <p className="flex items-center gap-2 text-sm text-muted">
        <MapPinned aria-hidden className="size-4 shrink-0 text-primary" />
        {location ? (
          <span>
            Nearest first from <strong className="text-ink">{location.label}</strong>
          </span>
        ) : (
          <span>Share your location to see the nearest activities first.</span>
        )}
      </p>

      {/* isolate: Leaflet's layers (z-index up to 1000) stay under the header and dialogs. */}
      <section
        aria-label="Map of activities"
        className="isolate overflow-hidden rounded-2xl border border-line shadow-sm"
      >
        {hydrated ? <BrowserMap activities={top} here={location} /> : <MapPlaceholder />}
      </section>

      <section aria-labelledby="nearby-activities" className="pt-2">
        <h2 id="nearby-activities" className="mb-4 text-xl font-extrabold tracking-tight">
          Nearby Activities
        </h2>
        {!ready || results.isPending ? (
          <ResultsLoading count={3} />
        ) : results.isError ? (
          <QueryError query={results} heading="p" title="We couldn't load activities." />
        ) : top.length === 0 ? (
          <NoResults onClear={onClear} hiding={hiding} />
        ) : (
          <ol className={resultsGrid}>
            {top.map((activity, index) => (
              <li key={activity.id}>
                <ListedActivityCard index={index} activity={activity} pin={index + 1} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/**
 * The map in the browser: Leaflet, or on a phone 'Show Map' first. It mounts after hydration, so
 * the screen size is read once, in the browser (a read during hydration would differ from the
 * server's and render the whole tab again at once).
 */
function BrowserMap({
  activities,
  here,
}: {
  activities: ActivitySearchItem[];
  here: ParentLocation | null;
}) {
  const map = useMapOnRequest();
  if (!map.wanted) return <MapPlaceholder onShow={map.request} />;
  return (
    <Suspense fallback={<MapPlaceholder />}>
      <ActivityMap activities={activities} here={here} focusOnStart={map.asked} />
    </Suspense>
  );
}

/**
 * One card per activity: the nearest session of a class that runs many times at one venue
 * stands for the others (they are all in the List), so five pins show five different things.
 */
function distinctActivities(items: ActivitySearchItem[]): ActivitySearchItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.title}\u0000${item.location.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The map's place until Leaflet has loaded (only in the browser): the same size, so nothing moves,
 * and a drawn map behind the words rather than an empty box. It comes with the page's HTML, so it
 * is the first large thing a parent sees on a phone, not the location dialog a second later.
 * With `onShow` (a phone, before the parent asked for the map) it offers 'Show Map' instead.
 */
function MapPlaceholder({ onShow }: { onShow?: () => void }) {
  return (
    <div className="relative flex h-72 w-full items-center justify-center bg-[#eef6f3] sm:h-96">
      <img
        src="/images/map/backdrop.png"
        alt=""
        width={800}
        height={400}
        fetchPriority="high"
        className="absolute inset-0 size-full object-cover"
      />
      {onShow ? (
        <Button variant="secondary" className="relative shadow-sm" onClick={onShow}>
          <MapIcon aria-hidden className="size-4" />
          Show Map
        </Button>
      ) : (
        <span className="relative rounded-full bg-white/90 px-3 py-1 text-sm text-muted shadow-sm">
          Loading map…
        </span>
      )}
    </div>
  );
}
