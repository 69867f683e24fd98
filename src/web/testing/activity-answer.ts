import { addDays, localIsoDate, weekdayOf } from '../../shared/iso-date';
import type { InferResponseType } from 'hono/client';
import type { api } from '../lib/api-client';

/** The answers as the server's contract types them. */
export type SearchPageAnswer = InferResponseType<typeof api.activities.$get, 200>;
export type ActivitySearchItem = SearchPageAnswer['items'][number];
type ForYouItem = InferResponseType<
  (typeof api.activities)['for-you']['$get'],
  200
>['items'][number];

/** An activity as GET /api/activities answers it; `id` also varies the title and date. */
export function activityAnswer(
  id: number,
  overrides: Partial<ActivitySearchItem> = {},
): ActivitySearchItem {
  const item: Omit<ActivitySearchItem, 'next'> & Partial<ActivitySearchItem> = {
    id,
    title: `Activity ${id}`,
    description: 'A morning of fun for curious kids.',
    provider: {
      id: 1,
      slug: 'little-explorers',
      name: 'Little Explorers',
      siblingDiscountPercent: null,
    },
    type: 'Art & Crafts',
    tags: ['Painting'],
    location: { name: 'Riverside Studio', address: '1 River Rd', lat: 40.7, lng: -74 },
    imageUrl: `/demo/activity-${id}.jpg`,
    priceCents: 2500,
    bookingMode: 'drop_in',
    dropInPriceCents: null,
    sessionCount: 1,
    date: addDays(localIsoDate(), 1 + (id % 20)),
    lastDate: addDays(localIsoDate(), 1 + (id % 20)),
    weekdays: [weekdayOf(addDays(localIsoDate(), 1 + (id % 20)))],
    startTime: '10:00',
    endTime: '12:00',
    ageMin: 4,
    ageMax: 9,
    capacity: 12,
    spotsLeft: 8,
    distanceMiles: null,
    ...overrides,
  };
  // Found by its first session, unless the test says which.
  const next = {
    sessionId: id * 100,
    date: item.date,
    startTime: item.startTime,
    endTime: item.endTime,
  };
  return { next, ...item };
}

type ActivityDetailAnswer = InferResponseType<(typeof api.activities)[':id']['$get'], 200>;

/**
 * An activity as GET /api/activities/{id} answers it: the search item with its one session (a
 * program of several passes its own `sessions`).
 */
export function activityDetailAnswer(
  id: number,
  overrides: Partial<ActivityDetailAnswer> = {},
): ActivityDetailAnswer {
  const { distanceMiles: _distance, next: _next, ...activity } = activityAnswer(id, overrides);
  return {
    ...activity,
    registration: overrides.registration ?? null,
    sessions: [
      {
        id: id * 100,
        date: activity.date,
        startTime: activity.startTime,
        endTime: activity.endTime,
        capacity: activity.capacity,
        spotsLeft: activity.spotsLeft,
      },
    ],
    ...overrides,
  };
}

/** `count` activities with ids from..from+count-1. */
export const activityAnswers = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => activityAnswer(from + i));

/** A For You pick (GET /api/activities/for-you). */
export const forYouAnswer = (id: number, reason: string | null): ForYouItem => ({
  ...activityAnswer(id),
  reason,
});

/** A search page answer (a first page: its total counts its items unless told otherwise). */
export const searchPage = (
  items: ActivitySearchItem[],
  nextCursor: string | null = null,
  extra: Partial<Pick<SearchPageAnswer, 'total' | 'totalCapped' | 'correctedQuery'>> = {},
): SearchPageAnswer => ({
  items,
  nextCursor,
  total: items.length,
  totalCapped: false,
  correctedQuery: null,
  ...extra,
});
