import { lazyPart } from '../../../lib/lazy-part';
import type { ActivityMenuProps } from './activity-menu';

/**
 * The activity's menu carries Radix's dropdown menu, the largest part of the page's code. It
 * loads apart from the page, evaluated in a task of its own, and hydrates apart
 * (`HydratesApart`). The route fetches it with the page (app/router.tsx), so it is in by the
 * time the page renders (decision 068).
 */
export const ActivityMenuPart = lazyPart<ActivityMenuProps>(() =>
  import('./activity-menu').then((module) => module.ActivityMenu),
);
