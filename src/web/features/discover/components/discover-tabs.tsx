import { List, Map as MapIcon, TrendingUp } from 'lucide-react';
import type { ParentLocation } from '../../../../shared/schemas/profile';
import type { ActivityFilters } from '../../../api/activities/search-activities';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { DISCOVER_TABS, type DiscoverTab, type DiscoverUrlChange } from '../discover-params';
import { ListTab } from './list-tab';
import { MapTab } from './map-tab';
import type { HidingFilters } from './result-states';
import { TrendingTab } from './trending-tab';

const isTab = (value: string): value is DiscoverTab =>
  (DISCOVER_TABS as readonly string[]).includes(value);

export type DiscoverTabsProps = {
  tab: DiscoverTab;
  mapQuery: string;
  change: (update: DiscoverUrlChange) => void;
  /** The search every tab starts from. */
  search: ActivityFilters;
  ready: boolean;
  location: ParentLocation | null;
  onChangeLocation: () => void;
  onClear: () => void;
  hiding: HidingFilters;
};

/** Discover's Map, List and Trending tabs, each showing the same search its own way. */
export function DiscoverTabs({
  tab,
  mapQuery,
  change,
  search,
  ready,
  location,
  onChangeLocation,
  onClear,
  hiding,
}: DiscoverTabsProps) {
  return (
    <Tabs
      value={tab}
      onValueChange={(next) => isTab(next) && change({ tab: next })}
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
          search={search}
          ready={ready}
          location={location}
          mapQuery={mapQuery}
          onMapQueryChange={(next) => change({ mapQuery: next })}
          onChangeLocation={onChangeLocation}
          onClear={onClear}
          hiding={hiding}
        />
      </TabsContent>
      <TabsContent value="list">
        <ListTab search={search} ready={ready} onClear={onClear} hiding={hiding} />
      </TabsContent>
      <TabsContent value="trending">
        <TrendingTab search={search} ready={ready} />
      </TabsContent>
    </Tabs>
  );
}
