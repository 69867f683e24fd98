import { describe, expect, it } from 'vitest';
import {
  coveringPayment,
  paymentCovers,
  paymentLabelOf,
  paymentParts,
  paidInWords,
  refundDestination,
  splitInWords,
  walletFirstSplit,
  walletPartFits,
} from './booking-payment';

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

describe('split payment: the wallet first, the rest by card', () => {
  it('offers all the wallet holds when it covers part of the total', () => {
    expect(walletFirstSplit(6_000, 5_000)).toEqual({ walletCents: 5_000, cardCents: 1_000 });
    expect(walletFirstSplit(6_000, 1)).toEqual({ walletCents: 1, cardCents: 5_999 });
  });

  it('offers no split when the wallet covers the total or holds nothing', () => {
    expect(walletFirstSplit(6_000, 6_000)).toBeNull();
    expect(walletFirstSplit(6_000, 9_000)).toBeNull();
    expect(walletFirstSplit(6_000, 0)).toBeNull();
    expect(walletFirstSplit(0, 0)).toBeNull();
  });

  it('a wallet part leaves at least a cent for the card', () => {
    expect(walletPartFits(5_999, 6_000)).toBe(true);
    expect(walletPartFits(6_000, 6_000)).toBe(false);
    expect(walletPartFits(0, 6_000)).toBe(false);
    expect(walletPartFits(10.5, 6_000)).toBe(false);
  });

  it('says the split in words a parent understands', () => {
    expect(splitInWords({ walletCents: 5_000, cardCents: 1_000 })).toBe(
      'Use $50.00 from your wallet, pay $10.00 by card',
    );
  });

  it('a split covers the total when the card is saved and the wallet holds its part', () => {
    const means = { balanceCents: 5_000, cards: [visa] };
    const split = (walletCents: number, id = 'card-visa') => ({
      method: 'card' as const,
      paymentMethodId: id,
      walletCents,
    });
    expect(paymentCovers(split(5_000), 6_000, means)).toBe(true);
    expect(paymentCovers(split(5_001), 6_000, { ...means, balanceCents: 5_001 })).toBe(true);
    expect(paymentCovers(split(5_001), 6_000, means)).toBe(false);
    expect(paymentCovers(split(6_000), 6_000, { ...means, balanceCents: 9_000 })).toBe(false);
    expect(paymentCovers(split(5_000, 'card-gone'), 6_000, means)).toBe(false);
  });
});

describe("a booking's payment parts", () => {
  const visaLabel = 'Visa ending in 4242';

  it('one part for the wallet or a card alone, two for a split, wallet first', () => {
    expect(
      paymentParts('wallet', { totalCents: 6_000, walletCents: 6_000, cardLabel: 'Wallet' }),
    ).toEqual([{ method: 'wallet', label: 'Wallet', amountCents: 6_000 }]);
    expect(
      paymentParts('card', { totalCents: 6_000, walletCents: 0, cardLabel: visaLabel }),
    ).toEqual([{ method: 'card', label: visaLabel, amountCents: 6_000 }]);
    const split = paymentParts('card', {
      totalCents: 6_000,
      walletCents: 5_000,
      cardLabel: visaLabel,
    });
    expect(split).toEqual([
      { method: 'wallet', label: 'Wallet', amountCents: 5_000 },
      { method: 'card', label: visaLabel, amountCents: 1_000 },
    ]);
    expect(paymentLabelOf(split)).toBe('Wallet and Visa ending in 4242');
    expect(refundDestination(split)).toBe(
      'your wallet ($50.00) and your Visa ending in 4242 ($10.00)',
    );
    expect(paidInWords({ label: paymentLabelOf(split), parts: split })).toBe(
      '$50.00 from your wallet, $10.00 by Visa ending in 4242',
    );
    const card = paymentParts('card', { totalCents: 6_000, walletCents: 0, cardLabel: visaLabel });
    expect(refundDestination(card)).toBe('your Visa ending in 4242');
    expect(paidInWords({ label: visaLabel, parts: card })).toBe(visaLabel);
    expect(refundDestination([{ method: 'wallet', label: 'Wallet', amountCents: 1 }])).toBe(
      'your wallet',
    );
  });
});
