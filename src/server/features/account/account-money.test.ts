import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { signUp } from '../../../../tests/accounts';
import { addDays, localIsoDate } from '../../../shared/iso-date';
import type { Booking } from '../../../shared/schemas/booking';
import type { Kid } from '../../../shared/schemas/kid';
import { activities, paymentMethods, providers } from '../../db/schema';
import { createSimulatedGateway, TEST_CARDS } from '../../lib/payments';
import { creditWallet } from '../../lib/wallet-ledger';
import type { AccountExport } from './account-export.schema';

let t: TestApp;
let providerId = 0;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  const [row] = await t.db
    .insert(providers)
    .values({ slug: `money-${randomUUID()}`, name: 'Maple Music School' })
    .returning({ id: providers.id });
  providerId = row?.id ?? 0;
});
afterAll(() => t.close());

/** Six years old a month ago, so the age holds all month. */
function sixYearsAgo() {
  const [y, m, d] = localIsoDate().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - 6, m - 2, Math.min(d, 28))).toISOString().slice(0, 10);
}

async function activity(date: string, startTime = '10:00', endTime = '11:00') {
  const [row] = await t.db
    .insert(activities)
    .values({
      providerId,
      externalRef: `money:${randomUUID()}`,
      title: 'Music Makers',
      type: 'Music',
      locationName: 'Community Hall',
      address: '1 Main Street',
      lat: 43.65,
      lng: -79.38,
      imageUrl: '/images/activities/music-1.svg',
      priceCents: 2500,
      date,
      startTime,
      endTime,
      ageMin: 4,
      ageMax: 8,
      capacity: 10,
      spotsLeft: 10,
    })
    .returning();
  if (!row) throw new Error('no activity');
  return row;
}

async function spotsLeft(id: number) {
  const [row] = await t.db
    .select({ spotsLeft: activities.spotsLeft })
    .from(activities)
    .where(eq(activities.id, id));
  return row?.spotsLeft;
}

/** A parent with $100 in the wallet, a saved Visa, one kid and one booking paid from the wallet. */
async function parentWithBooking(email: string, activityId: number) {
  const { cookie, user } = await signUp(t, email);
  const kidRes = await t.request('/api/kids', {
    cookie,
    json: { name: 'Mia', birthDate: sixYearsAgo() },
  });
  const kid = (await kidRes.json()) as Kid;
  await t.db.transaction((tx) =>
    creditWallet(tx, user.id, { type: 'deposit', amountCents: 10_000, description: 'Top up' }),
  );
  const saved = await createSimulatedGateway().saveCard({
    number: TEST_CARDS.succeeds,
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
    cardholderName: 'Ann Lee',
  });
  if (!saved.ok) throw new Error('card');
  await t.db.insert(paymentMethods).values({
    userId: user.id,
    type: 'card',
    isDefault: true,
    cardBrand: saved.card.brand,
    lastFour: saved.card.lastFour,
    expMonth: 12,
    expYear: 2040,
    cardholderName: 'Ann Lee',
    gatewayToken: saved.card.token,
  });
  const res = await t.request('/api/bookings', {
    cookie,
    json: {
      activityId,
      kidIds: [kid.id],
      payment: { method: 'wallet' },
      idempotencyKey: randomUUID(),
    },
  });
  expect(res.status).toBe(201);
  return { cookie, user, kid, booking: (await res.json()) as Booking, token: saved.card.token };
}

describe('account data: money and bookings', () => {
  it('exports the balance, the ledger, payment methods without tokens, and bookings', async () => {
    const a = await activity(addDays(localIsoDate(), 5));
    const p = await parentWithBooking('money-export@example.com', a.id);
    const res = await t.request('/api/account/export', { cookie: p.cookie });
    expect(res.status).toBe(200);
    const text = await res.text();
    const data = JSON.parse(text) as AccountExport;
    expect(data.wallet.balanceCents).toBe(7500);
    expect(data.wallet.transactions.map((tr) => [tr.type, tr.amountCents, tr.description])).toEqual(
      [
        ['payment', -2500, 'Booking: Music Makers'],
        ['deposit', 10_000, 'Top up'],
      ],
    );
    expect(data.wallet.paymentMethods).toEqual([
      expect.objectContaining({
        type: 'card',
        isDefault: true,
        cardBrand: 'Visa',
        lastFour: '4242',
        cardholderName: 'Ann Lee',
      }),
    ]);
    expect(data.bookings).toEqual([
      {
        id: p.booking.id,
        activity: {
          id: a.id,
          title: 'Music Makers',
          date: a.date,
          startTime: '10:00',
          endTime: '11:00',
          locationName: 'Community Hall',
          address: '1 Main Street',
        },
        kids: [{ id: p.kid.id, name: 'Mia' }],
        priceCents: 2500,
        totalCents: 2500,
        paymentStatus: 'completed',
        paymentMethod: 'wallet',
        paymentLabel: 'Wallet',
        walletCents: 2500,
        status: 'confirmed',
        createdAt: p.booking.createdAt,
        cancelledAt: null,
        refundCents: null,
      },
    ]);
    expect(text).not.toContain(p.token);
    expect(text).not.toMatch(/gatewayToken|gateway_token|token/i);
  });

  it('deleting the account gives back the places of upcoming bookings, not of past ones', async () => {
    const upcoming = await activity(addDays(localIsoDate(), 5));
    const p = await parentWithBooking('money-delete@example.com', upcoming.id);
    // A booking whose activity is already over (made while it was upcoming).
    const past = await activity(addDays(localIsoDate(), 3));
    const kid2 = (await (
      await t.request('/api/kids', {
        cookie: p.cookie,
        json: { name: 'Leo', birthDate: sixYearsAgo() },
      })
    ).json()) as Kid;
    const booked = await t.request('/api/bookings', {
      cookie: p.cookie,
      json: {
        activityId: past.id,
        kidIds: [kid2.id],
        payment: { method: 'wallet' },
        idempotencyKey: randomUUID(),
      },
    });
    expect(booked.status).toBe(201);
    await t.db
      .update(activities)
      .set({ date: addDays(localIsoDate(), -1) })
      .where(eq(activities.id, past.id));
    expect(await spotsLeft(upcoming.id)).toBe(9);
    expect(await spotsLeft(past.id)).toBe(9);

    const res = await t.request('/api/account/delete', {
      cookie: p.cookie,
      json: { confirmEmail: 'money-delete@example.com' },
    });
    expect(res.status).toBe(200);
    expect(await spotsLeft(upcoming.id)).toBe(10);
    expect(await spotsLeft(past.id)).toBe(9);
  });
});
