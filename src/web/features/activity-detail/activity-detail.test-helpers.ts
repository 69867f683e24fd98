import { vi } from 'vitest';
import { signedInMe, SIGNED_OUT_ME, type ApiBody } from '../../testing/render-app';

type Activity = ApiBody<'GET /api/activities/:id'>;

/** The fixed day these tests run on (kids' ages and the activity's date are relative to it). */
export const TODAY = '2026-06-15';

/** Freezes the clock (Date only; timers run normally) at noon on TODAY. */
export function freezeToday() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00`));
}

/** An activity as GET /api/activities/:id answers it: one session unless `sessions` is given. */
export function activityAnswer(overrides: Partial<Activity> = {}): Activity {
  const activity = {
    id: 12,
    title: 'Pottery Wheel Basics',
    description: 'Little hands shape their first bowls on the wheel.\nAprons provided.',
    provider: {
      id: 3,
      slug: 'clay-corner-studio',
      name: 'Clay Corner Studio',
      siblingDiscountPercent: null,
    },
    type: 'Art & Crafts',
    tags: ['Pottery', 'Indoor', 'Beginner'],
    location: { name: 'Clay Corner', address: '214 Maple Ave, Springfield', lat: 40.1, lng: -75.2 },
    imageUrl: '/images/activities/art-crafts-1.svg',
    priceCents: 2500,
    date: '2026-06-22',
    startTime: '10:00',
    endTime: '12:00',
    ageMin: 4,
    ageMax: 7,
    capacity: 12,
    spotsLeft: 3,
    bookingMode: 'drop_in' as const,
    dropInPriceCents: null,
    sessionCount: 1,
    lastDate: '2026-06-22',
    weekdays: [1],
    ...overrides,
  };
  const { date, startTime, endTime, capacity, spotsLeft } = activity;
  return {
    sessions: [{ id: 1200, date, startTime, endTime, capacity, spotsLeft }],
    ...activity,
    registration: activity.registration ?? null,
  };
}

/** Signed in, with none of the parent's kids booked on anything yet. */
export const signedIn = {
  'GET /api/me': { json: signedInMe() },
  'GET /api/bookings/booked': { json: { items: [] } },
};
export const signedOut = { 'GET /api/me': { json: SIGNED_OUT_ME } };
