import { describe, expect, it } from 'vitest';
import {
  bookingDatesLabel,
  bookingSpanLabel,
  nextSessionOf,
  onSession,
  sessionPositionLabel,
  sessionsWhenLabel,
} from './booking-dates';
import type { Booking } from './schemas/booking';

const session = (id: number, date: string) => ({ id, date, startTime: '09:30', endTime: '10:15' });
const TERM = [session(1, '2027-01-09'), session(2, '2027-01-16'), session(3, '2027-01-23')];
const activity = { date: '2027-01-09', startTime: '09:30', endTime: '10:15' };

describe('a booking’s dates', () => {
  it('names one date as the date, several by their count and the first', () => {
    expect(bookingDatesLabel({ sessions: TERM.slice(0, 1), activity } as Booking)).toBe(
      'Sat, Jan 9',
    );
    expect(bookingDatesLabel({ sessions: TERM, activity } as Booking)).toBe(
      '3 dates · from Sat, Jan 9',
    );
  });

  it('says when: one date with its start time, several as their span', () => {
    expect(sessionsWhenLabel(TERM.slice(0, 1))).toBe('Sat, Jan 9, 9:30 AM');
    expect(sessionsWhenLabel([{ date: '2027-01-09', startTime: '09:30:00' }])).toBe(
      'Sat, Jan 9, 9:30 AM',
    );
    expect(sessionsWhenLabel(TERM)).toBe('3 Saturdays · Jan 9–Jan 23');
  });

  it('spans every date in one line: the weekday when they share one, else the count', () => {
    expect(bookingSpanLabel(TERM)).toBe('3 Saturdays · Jan 9–Jan 23');
    const camp = ['2026-12-28', '2026-12-29', '2026-12-30', '2027-01-01'];
    expect(bookingSpanLabel(camp.map((date, i) => session(i, date)))).toBe(
      '4 dates · Dec 28–Jan 1',
    );
    expect(bookingSpanLabel(TERM.slice(0, 1))).toBe('Sat, Jan 9');
    expect(bookingSpanLabel([])).toBe('');
  });

  it('says which of its dates a session is, only when there are several', () => {
    expect(sessionPositionLabel({ sessions: TERM }, 2)).toBe('Date 2 of 3');
    expect(sessionPositionLabel({ sessions: TERM.slice(0, 1) }, 1)).toBeNull();
    expect(sessionPositionLabel({ sessions: TERM }, 99)).toBeNull();
  });

  it('finds the next date not over, or the last once all are', () => {
    const at = (iso: string) => new Date(iso);
    expect(nextSessionOf({ sessions: TERM }, at('2027-01-01T12:00:00'))?.id).toBe(1);
    // Under way until its end: still the next date.
    expect(nextSessionOf({ sessions: TERM }, at('2027-01-09T10:00:00'))?.id).toBe(1);
    expect(nextSessionOf({ sessions: TERM }, at('2027-01-09T10:15:00'))?.id).toBe(2);
    expect(nextSessionOf({ sessions: TERM }, at('2027-02-01T12:00:00'))?.id).toBe(3);
  });

  it('places a booking on one of its dates with that date’s times', () => {
    const booking = {
      id: 'b1',
      sessions: TERM,
      activity: { ...activity, title: 'Swim', startsAt: 'x', endsAt: 'y' },
    } as unknown as Booking;
    const entry = onSession(booking, {
      ...session(2, '2027-01-16'),
      startTime: '11:00',
      endTime: '12:00',
    });
    expect(entry.session.id).toBe(2);
    expect(entry.activity).toMatchObject({
      title: 'Swim',
      date: '2027-01-16',
      startTime: '11:00',
      endTime: '12:00',
      startsAt: new Date('2027-01-16T11:00:00').toISOString(),
      endsAt: new Date('2027-01-16T12:00:00').toISOString(),
    });
    expect(entry.sessions).toBe(TERM);
  });
});
