import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import type { PaymentMethod } from '../../../shared/schemas/wallet';
import {
  addCard,
  cardInput,
  countingGateway,
  futureExpiry,
  signedInParent,
} from '../../../../tests/factories';
import { expectError, getWallet, issueCode, redeemOk, walletTestEnv } from './wallet.test-helpers';
import { isUuid } from '../../lib/ids';

const { gateway, calls } = countingGateway();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(walletTestEnv, { payments: gateway });
});
afterAll(() => t.close());

const defaults = (methods: PaymentMethod[]) => methods.filter((m) => m.isDefault).map((m) => m.id);

function setDefault(cookie: string, id: string) {
  return t.api({ cookie }).wallet['payment-methods'][':id'].default.$post({ param: { id } });
}

function remove(cookie: string, id: string) {
  return t.api({ cookie }).wallet['payment-methods'][':id'].$delete({ param: { id } });
}

describe('saved cards', () => {
  it('keeps only the brand, last four, expiry and name; the first card becomes the default', async () => {
    const { cookie } = await signedInParent(t);
    const expiry = futureExpiry(6);
    const card = await addCard(
      t,
      { cookie },
      {
        cardNumber: '4242 4242 4242 4242',
        cardholderName: '  Ann Lee ',
        expiryDate: expiry,
      },
    );
    expect(card).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'card',
      isDefault: true,
      cardType: 'Visa',
      lastFour: '4242',
      expiryDate: expiry,
      cardholderName: 'Ann Lee',
      createdAt: expect.any(String),
    });
    const wallet = await getWallet(t, cookie);
    expect(wallet.paymentMethods).toEqual([card]);
    expect(wallet.counts).toEqual({ cards: 1, giftCards: 0, transactions: 0 });
  });

  it('names the brand by the first digit', async () => {
    const { cookie } = await signedInParent(t);
    const master = await addCard(t, { cookie }, { cardNumber: '5555 5555 5555 4444' });
    const discover = await addCard(t, { cookie }, { cardNumber: '6011 1111 1111 1117' });
    expect([master.cardType, master.lastFour, master.isDefault]).toEqual([
      'MasterCard',
      '4444',
      true,
    ]);
    expect([discover.cardType, discover.lastFour, discover.isDefault]).toEqual([
      'Discover',
      '1117',
      false,
    ]);
  });

  it('moves the default to a new card added with setAsDefault, leaving one default', async () => {
    const { cookie } = await signedInParent(t);
    const first = await addCard(t, { cookie });
    const second = await addCard(
      t,
      { cookie },
      {
        cardNumber: '5555 5555 5555 4444',
        setAsDefault: true,
      },
    );
    expect(second.isDefault).toBe(true);
    const { paymentMethods } = await getWallet(t, cookie);
    expect(defaults(paymentMethods)).toEqual([second.id]);
    // The default is listed first.
    expect(paymentMethods.map((m) => m.id)).toEqual([second.id, first.id]);
  });

  it.each([
    [{ cardNumber: '4242 4242 4242' }, 'Card number must be 16 digits'],
    [{ cardNumber: '4242 4242 4242 4242 4242' }, 'Card number cannot exceed 19 digits'],
    [
      { cardNumber: '4242 4242 4242 424x' },
      'Card number can only contain digits, spaces, or hyphens',
    ],
    [
      { cardNumber: '4242 4242 4242 4241' },
      'This card number is not valid. Please check it and try again.',
    ],
    [{ cardholderName: 'A' }, 'Cardholder name is required'],
    [{ expiryDate: '13/30' }, 'Expiry date must be in MM/YY format'],
    [{ expiryDate: futureExpiry(-1) }, 'This card has expired'],
    [{ cvv: '12' }, 'CVV must be 3 digits'],
    [{ cvv: '12a' }, 'CVV can only contain digits'],
  ])('refuses %o with the sentence the form shows', async (overrides, message) => {
    const { cookie } = await signedInParent(t);
    const res = await t.request('/api/wallet/payment-methods', {
      cookie,
      json: cardInput(overrides),
    });
    await expectError(res, 400, 'validation_failed', message);
    expect((await getWallet(t, cookie)).paymentMethods).toEqual([]);
  });

  it('refuses a name the database cannot store before the card reaches the gateway', async () => {
    const { cookie } = await signedInParent(t);
    const before = calls.saveCard;
    const res = await t.request('/api/wallet/payment-methods', {
      cookie,
      json: cardInput({ cardholderName: 'Ann\u0000Lee' }),
    });
    await expectError(
      res,
      400,
      'validation_failed',
      'Some text contains characters that cannot be saved. Please remove them and try again.',
    );
    // No token was made at the gateway that no saved card would refer to.
    expect(calls.saveCard).toBe(before);
    expect((await getWallet(t, cookie)).paymentMethods).toEqual([]);
  });

  it('accepts a card that expires this month', async () => {
    const { cookie } = await signedInParent(t);
    const card = await addCard(t, { cookie }, { expiryDate: futureExpiry(0) });
    expect(card.expiryDate).toBe(futureExpiry(0));
  });

  it('refuses a body that is not JSON without a 500', async () => {
    const { cookie } = await signedInParent(t);
    const res = await t.request('/api/wallet/payment-methods', {
      cookie,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});

describe('default and removal', () => {
  it('sets a card as the default, clearing the old one', async () => {
    const { cookie } = await signedInParent(t);
    const first = await addCard(t, { cookie });
    const second = await addCard(t, { cookie }, { cardNumber: '5555 5555 5555 4444' });
    const { paymentMethods } = await expectJson(await setDefault(cookie, second.id), 200);
    expect(defaults(paymentMethods)).toEqual([second.id]);
    expect(paymentMethods.map((m) => m.id)).toEqual([second.id, first.id]);
    // Again on the default: nothing changes.
    const again = await expectJson(await setDefault(cookie, second.id), 200);
    expect(defaults(again.paymentMethods)).toEqual([second.id]);
  });

  it('keeps exactly one default when set-default calls race', async () => {
    const { cookie } = await signedInParent(t);
    const cards = [await addCard(t, { cookie })];
    for (const n of ['5555555555554444', '6011111111111117', '4000056655665556']) {
      cards.push(await addCard(t, { cookie }, { cardNumber: n }));
    }
    const answers = await Promise.all(cards.map((c) => setDefault(cookie, c.id)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(defaults((await getWallet(t, cookie)).paymentMethods)).toHaveLength(1);
  });

  it('removing the default promotes the oldest remaining card', async () => {
    const { cookie } = await signedInParent(t);
    const oldest = await addCard(t, { cookie });
    const middle = await addCard(t, { cookie }, { cardNumber: '5555 5555 5555 4444' });
    const newest = await addCard(
      t,
      { cookie },
      {
        cardNumber: '6011 1111 1111 1117',
        setAsDefault: true,
      },
    );
    const { paymentMethods } = await expectJson(await remove(cookie, newest.id), 200);
    expect(paymentMethods.map((m) => [m.id, m.isDefault])).toEqual([
      [oldest.id, true],
      [middle.id, false],
    ]);
    // Removing a card that is not the default leaves the default alone.
    const after = await remove(cookie, middle.id);
    expect((await expectJson(after, 200)).paymentMethods).toEqual([{ ...oldest, isDefault: true }]);
  });

  it('removing the last card leaves no default; the next card added becomes it', async () => {
    const { cookie } = await signedInParent(t);
    const only = await addCard(t, { cookie });
    expect((await remove(cookie, only.id)).status).toBe(200);
    expect((await getWallet(t, cookie)).paymentMethods).toEqual([]);
    expect((await addCard(t, { cookie })).isDefault).toBe(true);
  });

  it('refuses to make a gift card the default; gift cards can be removed', async () => {
    const { cookie } = await signedInParent(t);
    const card = await addCard(t, { cookie });
    const code = await issueCode(t, 10);
    const { paymentMethod: gift } = await redeemOk(t, cookie, code);
    await expectError(
      await setDefault(cookie, gift.id),
      400,
      'not_a_card',
      'Only a saved card can be used for this. Please choose a card.',
    );
    const wallet = await getWallet(t, cookie);
    expect(defaults(wallet.paymentMethods)).toEqual([card.id]);
    // Cards first, then gift cards.
    expect(wallet.paymentMethods.map((m) => m.type)).toEqual(['card', 'giftcard']);
    expect(wallet.counts).toEqual({ cards: 1, giftCards: 1, transactions: 1 });

    const res = await remove(cookie, gift.id);
    expect(res.status).toBe(200);
    // The money stays in the wallet: the gift card method is a receipt.
    const after = await getWallet(t, cookie);
    expect(after.counts.giftCards).toBe(0);
    expect(after.balanceCents).toBe(1000);
  });

  it("answers 404 for another parent's method, for an unknown id and for a non-uuid", async () => {
    const owner = await signedInParent(t);
    const card = await addCard(t, owner);
    const { cookie } = await signedInParent(t);
    for (const id of [card.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      await expectError(
        await setDefault(cookie, id),
        404,
        'payment_method_not_found',
        'Payment method not found',
      );
      await expectError(
        await remove(cookie, id),
        404,
        'payment_method_not_found',
        'Payment method not found',
      );
      const topUp = await t.request('/api/wallet/top-ups', {
        cookie,
        json: { paymentMethodId: id, amountCents: 2000, idempotencyKey: `key-${Date.now()}` },
      });
      // A non-uuid never names a card: the schema refuses it before any lookup.
      if (isUuid(id)) {
        await expectError(topUp, 404, 'payment_method_not_found', 'Payment method not found');
      } else {
        await expectError(topUp, 400, 'validation_failed', 'Please choose a card to charge');
      }
    }
    // The owner's card is untouched.
    expect((await getWallet(t, owner.cookie)).paymentMethods).toEqual([card]);
  });
});

describe('signed out', () => {
  it.each([
    ['GET', '/api/wallet'],
    ['GET', '/api/wallet/transactions'],
    ['POST', '/api/wallet/payment-methods'],
    ['POST', '/api/wallet/payment-methods/00000000-0000-4000-8000-000000000000/default'],
    ['DELETE', '/api/wallet/payment-methods/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/wallet/gift-cards'],
    ['POST', '/api/wallet/top-ups'],
  ])('%s %s → 401', async (method, path) => {
    const res = await t.request(path, { method, json: method === 'POST' ? {} : undefined });
    expect(res.status).toBe(401);
  });
});
