import type { BenchServer } from './server';

export type PublicPage = { name: string; path: string };

/** Home, Discover and the first upcoming activity's page: what a visitor opens first. */
export async function publicPages(server: BenchServer): Promise<PublicPage[]> {
  const first = (await (await fetch(`${server.url}/api/activities?limit=1`)).json()) as {
    items: { id: number }[];
  };
  const activityId = first.items[0]?.id;
  if (activityId === undefined)
    console.warn('  ! no upcoming activity: activity page not measured');
  return [
    { name: 'Home', path: '/' },
    { name: 'Discover', path: '/activities' },
    ...(activityId === undefined ? [] : [{ name: 'Activity', path: `/activities/${activityId}` }]),
  ];
}
