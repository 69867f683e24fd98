import type { BenchServer } from './server';

export type PublicPage = {
  name: string;
  path: string;
  /** A performance floor stricter than LIGHTHOUSE_BUDGET's, where DESIGN.md or an issue sets one. */
  performanceBudget?: number;
};

/**
 * DESIGN.md and issues 29 and 31: Home, an activity's page and a provider's page score at least
 * this on Lighthouse's mobile performance (Discover: LIGHTHOUSE_BUDGET's 95).
 */
const PAGE_PERFORMANCE_BUDGET = 97;

/**
 * Home, Discover, the first upcoming activity's page and its provider's page: what a visitor
 * opens first.
 */
export async function publicPages(server: BenchServer): Promise<PublicPage[]> {
  const first = (await (await fetch(`${server.url}/api/activities?limit=1`)).json()) as {
    items: { id: number; provider: { slug: string } }[];
  };
  const activity = first.items[0];
  if (activity === undefined)
    console.warn('  ! no upcoming activity: activity and provider pages not measured');
  return [
    { name: 'Home', path: '/', performanceBudget: PAGE_PERFORMANCE_BUDGET },
    { name: 'Discover', path: '/activities' },
    ...(activity === undefined
      ? []
      : [
          {
            name: 'Activity',
            path: `/activities/${activity.id}`,
            performanceBudget: PAGE_PERFORMANCE_BUDGET,
          },
          {
            name: 'Provider',
            path: `/providers/${activity.provider.slug}`,
            performanceBudget: PAGE_PERFORMANCE_BUDGET,
          },
        ]),
  ];
}
