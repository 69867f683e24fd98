import { describe, expect, it } from 'vitest';
import {
  HOLD_MINUTES,
  holdClock,
  holdEndsAt,
  holdMinutesInWords,
  holdNotice,
  holdSecondsLeft,
} from './booking-holds';

describe('holds at checkout', () => {
  const now = new Date('2026-11-29T10:00:00.000Z');

  it('ends ten minutes after it is taken', () => {
    expect(HOLD_MINUTES).toBe(10);
    expect(holdEndsAt(now).toISOString()).toBe('2026-11-29T10:10:00.000Z');
  });

  it('counts whole seconds down to zero, never below', () => {
    expect(holdSecondsLeft('2026-11-29T10:10:00.000Z', now)).toBe(600);
    expect(holdSecondsLeft('2026-11-29T10:00:00.400Z', now)).toBe(1);
    expect(holdSecondsLeft('2026-11-29T09:59:00.000Z', now)).toBe(0);
  });

  it('shows the time left as minutes and seconds', () => {
    expect(holdClock(600)).toBe('10:00');
    expect(holdClock(581)).toBe('9:41');
    expect(holdClock(5)).toBe('0:05');
    expect(holdClock(-3)).toBe('0:00');
    expect(holdNotice(581)).toBe('Your places are held for 9:41');
    // A waitlist offer's claim window is hours long.
    expect(holdClock(3600)).toBe('1:00:00');
    expect(holdClock(12 * 3600 - 30)).toBe('11:59:30');
  });

  it('tells a screen reader the minutes, not the seconds', () => {
    expect(holdMinutesInWords(600)).toBe('10 minutes left to pay before your places are released.');
    expect(holdMinutesInWords(61)).toBe('2 minutes left to pay before your places are released.');
    expect(holdMinutesInWords(3600)).toBe(
      '60 minutes left to pay before your places are released.',
    );
    expect(holdMinutesInWords(3601)).toBe('2 hours left to pay before your places are released.');
    expect(holdMinutesInWords(60)).toBe(
      'Less than a minute left to pay before your places are released.',
    );
  });
});
