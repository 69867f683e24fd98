import { describe, expect, it } from 'vitest';
import { kidAnswer } from '../../testing/kid-answer';
import { bookedLine, childCountLabel, participantsFor, splitBooked } from './participants';

const TODAY = '2026-06-15';
const activity = { ageMin: 4, ageMax: 7 };

describe('participants', () => {
  it('offers kids whose whole-year age is within the range, inclusive', () => {
    const kids = [
      // Turned 4 today: eligible.
      kidAnswer({ id: 'min', birthDate: '2022-06-15' }),
      // 7 until tomorrow: eligible.
      kidAnswer({ id: 'max', birthDate: '2018-06-16' }),
      // Turns 4 tomorrow: still 3.
      kidAnswer({ id: 'young', birthDate: '2022-06-16' }),
      // Turned 8 today.
      kidAnswer({ id: 'old', birthDate: '2018-06-15' }),
    ];
    const result = participantsFor(kids, activity, TODAY);
    expect(result.map((p) => [p.kid.id, p.age, p.eligible])).toEqual([
      ['min', 4, true],
      ['max', 7, true],
      ['young', 3, false],
      ['old', 8, false],
    ]);
  });

  it('counts children', () => {
    expect(childCountLabel(0)).toBe('0 children');
    expect(childCountLabel(1)).toBe('1 child');
    expect(childCountLabel(2)).toBe('2 children');
  });
});

describe('what is booked here', () => {
  const ava = kidAnswer({ id: 'ava', name: 'Ava' });
  const leo = kidAnswer({ id: 'leo', name: 'Leo' });
  const zoe = kidAnswer({ id: 'zoe', name: 'Zoe' });
  const place = (
    kid: { id: string; name: string },
    bookingId: string,
    activityId = 7,
    sessionIds = [70],
  ) => ({ activityId, bookingId, kidId: kid.id, kidName: kid.name, sessionIds });

  it('groups the booked kids by booking and offers only the others', () => {
    const places = [place(leo, 'b1'), place(ava, 'b1'), place(zoe, 'b2', 8)];
    const { booked, free } = splitBooked([ava, leo, zoe], places, 7);
    expect(booked).toEqual([{ bookingId: 'b1', kids: [ava, leo], sessionIds: [70] }]);
    expect(free).toEqual([zoe]);
  });

  it('keeps two bookings of one activity apart', () => {
    const { booked, free } = splitBooked([ava, leo], [place(ava, 'b1'), place(leo, 'b2')], 7);
    expect(booked.map((b) => [b.bookingId, b.kids.map((k) => k.name)])).toEqual([
      ['b1', ['Ava']],
      ['b2', ['Leo']],
    ]);
    expect(free).toEqual([]);
  });

  it('on a program, keeps busy only the kids holding one of the dates picked', () => {
    // Ava holds the first date (71), Leo the whole term (71–73), on one booking each.
    const places = [place(ava, 'b1', 7, [71]), place(leo, 'b2', 7, [71, 72, 73])];

    const second = splitBooked([ava, leo, zoe], places, 7, [72]);
    expect(second.free).toEqual([ava, zoe]);
    expect(second.busy).toEqual([{ bookingId: 'b2', kids: [leo], sessionIds: [71, 72, 73] }]);
    // Every booking here is still listed, with the dates it holds.
    expect(second.booked.map((b) => [b.bookingId, b.sessionIds])).toEqual([
      ['b1', [71]],
      ['b2', [71, 72, 73]],
    ]);

    expect(splitBooked([ava, leo, zoe], places, 7, [71]).free).toEqual([zoe]);
    // No date picked yet: nobody is busy; the page waits for a date before booking.
    expect(splitBooked([ava, leo, zoe], places, 7, []).free).toEqual([ava, leo, zoe]);
  });

  it('puts the dates of two kids on one booking together', () => {
    const places = [place(ava, 'b1', 7, [71]), place(leo, 'b1', 7, [72])];
    expect(splitBooked([ava, leo], places, 7).booked).toEqual([
      { bookingId: 'b1', kids: [ava, leo], sessionIds: [71, 72] },
    ]);
  });

  it('says who is booked in words', () => {
    expect(bookedLine(['Ava'])).toBe('Ava is booked');
    expect(bookedLine(['Ava', 'Leo'])).toBe('Ava and Leo are booked');
    expect(bookedLine(['Ava', 'Leo', 'Zoe'])).toBe('Ava, Leo and Zoe are booked');
  });
});
