import type { ApiBody } from './api-types';
import { activityAnswer } from './activity-answer';

export type ProviderPageAnswer = ApiBody<'GET /api/providers/:slug'>;

export const PROVIDER_SLUG = 'riverside-arts';

/** The provider's activities as the API answers them: `count` from id `from`, soonest first. */
export const providerActivities = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    activityAnswer(from + i, {
      title: `Riverside class ${from + i}`,
      provider: {
        id: 7,
        slug: PROVIDER_SLUG,
        name: 'Riverside Arts',
        siblingDiscountPercent: null,
      },
    }),
  ).map(({ distanceMiles: _, ...activity }) => activity);

/** GET /api/providers/riverside-arts: two places, three activities coming up, one past. */
export function providerPageAnswer(
  overrides: Partial<ProviderPageAnswer> = {},
): ProviderPageAnswer {
  const items = providerActivities(1, 3);
  return {
    provider: {
      slug: PROVIDER_SLUG,
      name: 'Riverside Arts',
      description: 'Clay, paint and print-making for ages 4 to 12.\nSmall groups, big aprons.',
      website: 'https://riverside-arts.example/',
    },
    places: [
      { name: 'High Park', address: '1873 Bloor St W', lat: 43.64, lng: -79.46 },
      { name: 'Riverside Studio', address: '1 River Rd', lat: 43.6, lng: -79.4 },
    ],
    upcomingCount: items.length,
    pastCount: 1,
    activities: { items, nextCursor: null },
    ...overrides,
  };
}
