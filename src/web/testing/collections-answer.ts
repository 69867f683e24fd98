import type { ApiBody } from './api-types';

type List = ApiBody<'GET /api/collections/lists'>['items'][number];
type Favorite = ApiBody<'GET /api/collections/favorites'>['items'][number];
type Activity = Favorite['activity'];

/** An activity as the collections answers carry it. */
export function savedActivity(id: number, overrides: Partial<Activity> = {}): Activity {
  return {
    id,
    title: `Activity ${id}`,
    description: null,
    provider: {
      id: 1,
      slug: 'little-explorers',
      name: 'Little Explorers',
      siblingDiscountPercent: null,
    },
    type: 'Art & Crafts',
    tags: [],
    location: { name: 'Riverside Studio', address: '1 River Rd', lat: 40.7, lng: -74 },
    imageUrl: `/images/activities/art-crafts-1.svg`,
    priceCents: 2500,
    bookingMode: 'drop_in',
    dropInPriceCents: null,
    sessionCount: 1,
    date: '2099-06-22',
    lastDate: '2099-06-22',
    weekdays: [1],
    startTime: '10:00',
    endTime: '12:00',
    ageMin: 4,
    ageMax: 9,
    capacity: 12,
    spotsLeft: 8,
    ...overrides,
  };
}

export function favoriteAnswer(activity: Activity): Favorite {
  return {
    id: `fav-${activity.id}`,
    activityId: activity.id,
    addedDate: '2026-06-01T10:00:00.000Z',
    activity,
  };
}

/** A list as GET /api/collections/lists answers it, holding activities 'Activity {id}'. */
export function listAnswer(overrides: Partial<List> = {}, activityIds: number[] = []): List {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Summer camps',
    description: null,
    isShared: false,
    shareToken: null,
    createdDate: '2026-06-01T10:00:00.000Z',
    updatedDate: '2026-06-02T10:00:00.000Z',
    items: activityIds.map((id) => ({
      activityId: id,
      title: `Activity ${id}`,
      addedDate: '2026-06-01T10:00:00.000Z',
    })),
    ...overrides,
  };
}
