import { describe, expect, it } from 'vitest';
import { coveringPayment, paymentCovers } from './booking-payment';

const visa = { id: 'card-visa', isDefault: true };
const mastercard = { id: 'card-mc', isDefault: false };

describe('covering payment (the booking summary preselection)', () => {
  it('takes the default card, whatever the wallet holds', () => {
    expect(coveringPayment(2_000, { balanceCents: 10_000, cards: [mastercard, visa] })).toEqual({
      method: 'card',
      paymentMethodId: 'card-visa',
    });
    expect(coveringPayment(2_000, { balanceCents: 0, cards: [visa] })).toEqual({
      method: 'card',
      paymentMethodId: 'card-visa',
    });
  });

  it('takes the wallet when there is no default card and the balance covers the total', () => {
    expect(coveringPayment(2_000, { balanceCents: 2_000, cards: [] })).toEqual({
      method: 'wallet',
    });
    expect(coveringPayment(2_000, { balanceCents: 5_000, cards: [mastercard] })).toEqual({
      method: 'wallet',
    });
  });

  it('takes another saved card when the wallet is short and no card is the default', () => {
    expect(coveringPayment(2_000, { balanceCents: 1_999, cards: [mastercard] })).toEqual({
      method: 'card',
      paymentMethodId: 'card-mc',
    });
  });

  it('finds none with no card and a wallet short of the total', () => {
    expect(coveringPayment(2_000, { balanceCents: 0, cards: [] })).toBeNull();
    expect(coveringPayment(2_000, { balanceCents: 1_999, cards: [] })).toBeNull();
  });

  it('a free booking is covered by any wallet', () => {
    expect(coveringPayment(0, { balanceCents: 0, cards: [] })).toEqual({ method: 'wallet' });
  });
});

describe('payment covers', () => {
  const means = { balanceCents: 1_500, cards: [visa] };

  it('the wallet covers up to its balance', () => {
    expect(paymentCovers({ method: 'wallet' }, 1_500, means)).toBe(true);
    expect(paymentCovers({ method: 'wallet' }, 1_501, means)).toBe(false);
  });

  it('a saved card covers any total; a card that is not saved covers nothing', () => {
    expect(paymentCovers({ method: 'card', paymentMethodId: 'card-visa' }, 99_999, means)).toBe(
      true,
    );
    expect(paymentCovers({ method: 'card', paymentMethodId: 'card-gone' }, 100, means)).toBe(false);
  });
});
