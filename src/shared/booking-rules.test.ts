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

  it('refuses a full activity, one that has started, and more children than spots left', () => {
    const now = new Date(2026, 10, 22, 10, 0);
    const today = { date: '2026-11-22', startTime: '10:30' };
    expect(bookingBlock({ spotsLeft: 0, ...today }, 1, now)).toBe('full');
    expect(bookingBlock({ spotsLeft: 5, date: '2026-11-21', startTime: '18:00' }, 1, now)).toBe(
      'started',
    );
    expect(bookingBlock({ spotsLeft: 5, date: '2026-11-22', startTime: '10:00' }, 1, now)).toBe(
      'started',
    );
    expect(bookingBlock({ spotsLeft: 2, ...today }, 3, now)).toBe('too-many');
    expect(bookingBlock({ spotsLeft: 2, ...today }, 2, now)).toBeNull();
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
