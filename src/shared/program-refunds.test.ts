import { describe, expect, it } from 'vitest';
import { refundForSessions, refundParts, sessionShares } from './program-refunds';

const at = (iso: string) => new Date(iso);
const term = ['2027-01-09', '2027-01-16', '2027-01-23'].map((date) => ({
  date,
  startTime: '09:00:00',
}));

describe('sessionShares', () => {
  it('shares an amount out to the cent, the odd cents to the first sessions', () => {
    expect(sessionShares(1000, 3)).toEqual([334, 333, 333]);
    expect(sessionShares(1001, 3)).toEqual([334, 334, 333]);
    expect(sessionShares(0, 2)).toEqual([0, 0]);
    for (const [paid, n] of [
      [12345, 7],
      [1, 4],
      [99999, 10],
    ] as const) {
      expect(sessionShares(paid, n).reduce((a, b) => a + b, 0)).toBe(paid);
    }
  });
});

describe('refundForSessions', () => {
  it("is the spec's 24-hour rule for a single session, exactly 24 hours still counting", () => {
    const one = [{ date: '2027-01-09', startTime: '09:00:00' }];
    expect(refundForSessions(2500, one, at('2027-01-08T09:00:00'))).toBe(2500);
    expect(refundForSessions(2500, one, at('2027-01-08T09:00:01'))).toBe(0);
  });

  it('refunds a term in full 24 hours before its first session', () => {
    expect(refundForSessions(1000, term, at('2027-01-01T12:00:00'))).toBe(1000);
  });

  it('refunds the sessions still 24 hours away once the first is near or past', () => {
    // Within 24 hours of the first: the first session's share is kept.
    expect(refundForSessions(1000, term, at('2027-01-08T10:00:00'))).toBe(666);
    // After the second: only the third's share comes back.
    expect(refundForSessions(1000, term, at('2027-01-17T09:00:00'))).toBe(333);
    expect(refundForSessions(1000, term, at('2027-01-23T08:00:00'))).toBe(0);
  });

  it('gives nothing for a booking without sessions', () => {
    expect(refundForSessions(1000, [], at('2027-01-01T00:00:00'))).toBe(0);
  });
});

describe('refundParts', () => {
  it('returns a whole refund to each source, a part to the card first', () => {
    expect(refundParts(6000, { totalCents: 6000, walletCents: 5000 })).toEqual({
      cardCents: 1000,
      walletCents: 5000,
    });
    expect(refundParts(4000, { totalCents: 6000, walletCents: 5000 })).toEqual({
      cardCents: 1000,
      walletCents: 3000,
    });
    expect(refundParts(500, { totalCents: 6000, walletCents: 5000 })).toEqual({
      cardCents: 500,
      walletCents: 0,
    });
    expect(refundParts(3000, { totalCents: 6000, walletCents: 6000 })).toEqual({
      cardCents: 0,
      walletCents: 3000,
    });
  });
});
