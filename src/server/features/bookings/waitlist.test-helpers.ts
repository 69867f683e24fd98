import { expectJson } from '../../../../tests/test-client';
import { createActivity, createKid } from '../../../../tests/factories';
import type { TestApp } from '../../../../tests/test-app';
import type { JoinWaitlistInput, WaitlistEntry } from '../../../shared/schemas/waitlist';
import { bookingBody, bookOk, familyWithWallet } from './bookings.test-helpers';

/** The waitlist's requests (decision 060), as the web app sends them. */

export function join(t: TestApp, cookie: string, body: JoinWaitlistInput) {
  return t.api({ cookie }).waitlist.$post({ json: body });
}

export async function joinOk(t: TestApp, cookie: string, body: JoinWaitlistInput) {
  return expectJson(await join(t, cookie, body), 201);
}

export async function waitlistOf(t: TestApp, cookie: string, activityId?: number) {
  const query = activityId === undefined ? {} : { activityId: String(activityId) };
  const page = await expectJson(await t.api({ cookie }).waitlist.$get({ query }), 200);
  return page.items;
}

export function leave(t: TestApp, cookie: string, id: string) {
  return t.api({ cookie }).waitlist[':id'].$delete({ param: { id } });
}

/** The parent's one entry for the activity. */
export async function entryOf(t: TestApp, cookie: string, activityId: number) {
  const [entry] = await waitlistOf(t, cookie, activityId);
  if (!entry) throw new Error('no waitlist entry');
  return entry;
}

/** Pays for an offer as the payment step does: the entry's id as the idempotency key. */
export function claimBody(entry: WaitlistEntry, payment = { method: 'wallet' as const }) {
  return {
    activityId: entry.activity.id,
    sessionIds: entry.sessions.map((s) => s.id),
    kidIds: entry.kids.map((k) => k.id),
    payment,
    idempotencyKey: entry.id,
  };
}

/**
 * An activity with `capacity` places, all booked by one family (one booking per place), and
 * those bookings' ids.
 */
export async function fullActivity(t: TestApp, capacity = 1, fields = {}) {
  const activity = await createActivity(t.db, { capacity, ...fields });
  const booker = await familyWithWallet(t, 100_000);
  const bookingIds: string[] = [];
  for (let i = 0; i < capacity; i++) {
    const kid = i === 0 ? booker.kid : await createKid(t, booker, { name: `Kid ${i}`, age: 6 });
    bookingIds.push((await bookOk(t, booker.cookie, bookingBody(activity.id, [kid.id]))).id);
  }
  return { activity, booker, bookingIds };
}
