import { describe, expect, it } from 'vitest';
import {
  activityStartsAt,
  bookingBlock,
  bookingTotalCents,
  hasStarted,
  isRefundable,
  refundCentsFor,
} from './booking-rules';

describe('booking rules', () => {
  it('charges the price per child', () => {
    expect(bookingTotalCents(2550, 3)).toBe(7650);
    expect(bookingTotalCents(0, 2)).toBe(0);
  });

  it('refuses a full activity, a past one, and more children than spots left', () => {
    const today = '2026-11-22';
    expect(bookingBlock({ spotsLeft: 0, date: today }, 1, today)).toBe('full');
    expect(bookingBlock({ spotsLeft: 5, date: '2026-11-21' }, 1, today)).toBe('past');
    expect(bookingBlock({ spotsLeft: 2, date: today }, 3, today)).toBe('too-many');
    expect(bookingBlock({ spotsLeft: 2, date: today }, 2, today)).toBeNull();
  });

  describe('cancellation refund (24 hours or more before the start)', () => {
    const startsAt = activityStartsAt('2026-12-05', '09:30');
    const before = (ms: number) => new Date(startsAt.getTime() - ms);
    const HOUR = 3_600_000;

    it('reads the date and start time as the local wall clock, with or without seconds', () => {
      expect(startsAt).toEqual(new Date(2026, 11, 5, 9, 30));
      expect(activityStartsAt('2026-12-05', '09:30:00')).toEqual(startsAt);
    });

    it('refunds in full at exactly 24 hours, and nothing one second later', () => {
      expect(isRefundable(startsAt, before(24 * HOUR))).toBe(true);
      expect(refundCentsFor(5000, startsAt, before(24 * HOUR))).toBe(5000);
      expect(isRefundable(startsAt, before(24 * HOUR - 1000))).toBe(false);
      expect(refundCentsFor(5000, startsAt, before(24 * HOUR - 1000))).toBe(0);
      expect(refundCentsFor(5000, startsAt, before(3 * 24 * HOUR))).toBe(5000);
    });

    it('treats an activity as started from its start time on', () => {
      expect(hasStarted(startsAt, before(1000))).toBe(false);
      expect(hasStarted(startsAt, startsAt)).toBe(true);
      expect(hasStarted(startsAt, new Date(startsAt.getTime() + HOUR))).toBe(true);
    });
  });
});
