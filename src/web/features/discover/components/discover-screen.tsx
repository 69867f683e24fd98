import { SlidersHorizontal } from 'lucide-react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { ParentLocation } from '../../../../shared/schemas/profile';
import { Button } from '../../../components/ui/button';
import { HydratesApart } from '../../../components/ui/hydrates-apart';
import { notify } from '../../../lib/notify';
import { DISTANCE_SORT_NEEDS_LOCATION } from '../../../../shared/quick-filters';
import { useDiscoverParams } from '../discover-params';
import { useDiscoverSearch } from '../use-discover-search';
import { useFilterChips } from '../use-filter-chips';
import { useSavedDiscoverSearch } from '../saved-discover-search';
import { TellMeAboutNewOnes } from '../../../components/saved-searches/tell-me-about-new-ones';
import { FilterChips } from './filter-chips';
import { DiscoverTabsPart, QuickFilterBarPart } from './discover-parts';
import { LocationPrompt, type LocationPromptHandle } from './location-prompt';
import { SearchField } from './search-field';

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
        <QuickFilterBarPart.Component
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
        <DiscoverTabsPart.Component
          tab={state.tab}
          mapQuery={state.mapQuery}
          change={change}
          search={discover.base}
          ready={discover.ready}
          location={location}
          onChangeLocation={() => locationPrompt.current?.show()}
          onClear={clearSearch}
          hiding={chips.hiding}
        />
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
