import { describe, expect, it } from 'vitest';
import {
  claimTimeLeft,
  DEFAULT_CLAIM_WINDOWS,
  offerEndsAt,
  claimWithin,
  waitlistPosition,
} from './waitlist';

describe('waitlist offers', () => {
  const now = new Date('2026-11-29T10:00:00.000Z');
  const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000);

  it('holds an offer for 12 hours, or 2 when the session is within 48 hours', () => {
    expect(offerEndsAt(now, inHours(7 * 24), DEFAULT_CLAIM_WINDOWS)).toEqual(inHours(12));
    expect(offerEndsAt(now, inHours(49), DEFAULT_CLAIM_WINDOWS)).toEqual(inHours(12));
    expect(offerEndsAt(now, inHours(48), DEFAULT_CLAIM_WINDOWS)).toEqual(inHours(2));
    expect(offerEndsAt(now, inHours(5), DEFAULT_CLAIM_WINDOWS)).toEqual(inHours(2));
  });

  it('never holds an offer past the start, and takes the windows configured', () => {
    expect(offerEndsAt(now, inHours(1), DEFAULT_CLAIM_WINDOWS)).toEqual(inHours(1));
    const windows = { claimHours: 24, soonClaimHours: 0.5 };
    expect(offerEndsAt(now, inHours(100), windows)).toEqual(inHours(24));
    expect(offerEndsAt(now, inHours(10), windows)).toEqual(inHours(0.5));
  });

  it('tells the family its place and the time left to claim', () => {
    expect(waitlistPosition(3)).toBe("You're #3 on the waitlist");
    expect(claimTimeLeft(12 * 3600)).toBe('12 h');
    expect(claimTimeLeft(11 * 3600 + 20 * 60)).toBe('11 h 20 min');
    expect(claimTimeLeft(45 * 60 - 10)).toBe('45 min');
    expect(claimTimeLeft(5)).toBe('1 min');
    expect(claimWithin(2 * 3600)).toBe('Claim it within 2 h');
  });
});
