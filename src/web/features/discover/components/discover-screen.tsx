import { List, Map as MapIcon, SlidersHorizontal, TrendingUp } from 'lucide-react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { ParentLocation } from '../../../../shared/schemas/profile';
import { Button } from '../../../components/ui/button';
import { HydratesApart } from '../../../components/ui/hydrates-apart';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { notify } from '../../../lib/notify';
import { DISTANCE_SORT_NEEDS_LOCATION } from '../../../../shared/quick-filters';
import { DISCOVER_TABS, useDiscoverParams, type DiscoverTab } from '../discover-params';
import { useDiscoverSearch } from '../use-discover-search';
import { useFilterChips } from '../use-filter-chips';
import { useSavedDiscoverSearch } from '../saved-discover-search';
import { TellMeAboutNewOnes } from '../../../components/saved-searches/tell-me-about-new-ones';
import { FilterChips } from './filter-chips';
import { QuickFilterBar } from './quick-filters';
import { ListTab } from './list-tab';
import { LocationPrompt, type LocationPromptHandle } from './location-prompt';
import { MapTab } from './map-tab';
import { SearchField } from './search-field';
import { TrendingTab } from './trending-tab';

const isTab = (value: string): value is DiscoverTab =>
  (DISCOVER_TABS as readonly string[]).includes(value);

/** Discover (/activities): search, filters, and the Map, List and Trending tabs. */
export function DiscoverScreen() {
  const navigate = useNavigate();
  const { state, change } = useDiscoverParams();
  const discover = useDiscoverSearch(state);
  const { location, hasRegion, isLoading, setLocation } = discover.parentLocation;
  // A region given in onboarding or Settings counts: the parent is not asked again (decision 025).
  const known = location !== null || hasRegion;
  const locationPrompt = useRef<LocationPromptHandle>(null);

  const openFilters = () => {
    notify.info('Opening filters');
    navigate('/filters');
  };
  const share = async (next: ParentLocation) => {
    await setLocation(next);
    notify.success('Location shared successfully!');
  };
  const chips = useFilterChips(discover, change);
  const clearSearch = chips.clearSearch;
  const saved = useSavedDiscoverSearch(discover, chips);

  return (
    <div>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Discover</h1>
      <p className="mt-1 text-muted">Camps, classes and workshops for your kids.</p>

      <div className="mt-5 flex items-end gap-2">
        <SearchField
          className="flex-1"
          label="Search activities"
          placeholder="Swimming, art, coding…"
          value={state.q}
          onCommit={(q) => change({ q })}
        />
        <Button variant="secondary" className="min-h-12" onClick={openFilters}>
          <SlidersHorizontal aria-hidden className="size-5" />
          <span className="max-sm:sr-only">Filters</span>
        </Button>
      </div>
      <HydratesApart>
        <QuickFilterBar
          quick={discover.quick}
          kidsAges={discover.kidsAges}
          hasLocation={location !== null}
          onChange={(quick) => change({ quick })}
        />
      </HydratesApart>
      {discover.quick.sort === 'distance' && location === null && (
        <p className="mt-2 text-sm text-muted">{DISTANCE_SORT_NEEDS_LOCATION}</p>
      )}
      <FilterChips
        quick={chips.quick}
        preferences={chips.preferences}
        fromPreferences={discover.fromPreferences}
        waitingMiles={chips.waitingMiles}
        onClear={chips.clearAll}
        unfilterable={discover.unfilterable}
      />
      {saved && <TellMeAboutNewOnes search={saved} className="mt-3" />}

      <HydratesApart>
        <Tabs
          value={state.tab}
          onValueChange={(tab) => isTab(tab) && change({ tab })}
          className="mt-6"
        >
          <TabsList aria-label="Ways to discover">
            <TabsTrigger value="map">
              <MapIcon aria-hidden className="size-4" />
              Map
            </TabsTrigger>
            <TabsTrigger value="list">
              <List aria-hidden className="size-4" />
              List
            </TabsTrigger>
            <TabsTrigger value="trending">
              <TrendingUp aria-hidden className="size-4" />
              Trending
            </TabsTrigger>
          </TabsList>
          <TabsContent value="map">
            <MapTab
              search={discover.base}
              ready={discover.ready}
              location={location}
              mapQuery={state.mapQuery}
              onMapQueryChange={(mapQuery) => change({ mapQuery })}
              onChangeLocation={() => locationPrompt.current?.show()}
              onClear={clearSearch}
              hiding={chips.hiding}
            />
          </TabsContent>
          <TabsContent value="list">
            <ListTab
              search={discover.base}
              ready={discover.ready}
              onClear={clearSearch}
              hiding={chips.hiding}
            />
          </TabsContent>
          <TabsContent value="trending">
            <TrendingTab search={discover.base} ready={discover.ready} />
          </TabsContent>
        </Tabs>
      </HydratesApart>

      <LocationPrompt
        ref={locationPrompt}
        known={known}
        loading={isLoading}
        current={location}
        onShare={share}
      />
    </div>
  );
}
