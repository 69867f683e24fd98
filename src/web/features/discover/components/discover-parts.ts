import { lazyPart } from '../../../lib/lazy-part';
import type { DiscoverTabsProps } from './discover-tabs';
import type { QuickFilterBarProps } from './quick-filters';

/**
 * Discover's quick filters and its tabs carry most of its code: Radix's popover and tabs. They
 * load apart from the screen, each evaluated in a task of its own, and hydrate apart
 * (`HydratesApart`). The route fetches them with the screen (app/router.tsx), so they are in by
 * the time it renders (decision 068).
 */
export const QuickFilterBarPart = lazyPart<QuickFilterBarProps>(() =>
  import('./quick-filters').then((module) => module.QuickFilterBar),
);

export const DiscoverTabsPart = lazyPart<DiscoverTabsProps>(() =>
  import('./discover-tabs').then((module) => module.DiscoverTabs),
);
