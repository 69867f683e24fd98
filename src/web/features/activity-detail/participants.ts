import { ageInYears, isEligible } from '../../../shared/age';
import type { Activity } from '../../../shared/schemas/activity';
import type { BookedPlace } from '../../../shared/schemas/booking';
import type { Kid } from '../../../shared/schemas/kid';

/** A child as 'Select Participants' shows them: offered, or greyed out with their age. */
export type Participant = { kid: Kid; age: number; eligible: boolean };

/**
 * One of the parent's bookings of this activity, the children it holds a place for and the
 * sessions they hold (a program's dates: decision 043).
 */
export type BookedHere = { bookingId: string; kids: Kid[]; sessionIds: number[] };

type AgeRange = Pick<Activity, 'ageMin' | 'ageMax'>;

/**
 * Every kid, in the given order, marked eligible when their age in whole years today lies
 * within the activity's range (inclusive; the rule lives in shared/age.ts).
 */
export function participantsFor(
  kids: readonly Kid[],
  activity: AgeRange,
  today: string,
): Participant[] {
  return kids.map((kid) => ({
    kid,
    age: ageInYears(kid.birthDate, today),
    eligible: isEligible(kid, activity, today),
  }));
}

/** The kids' places on the activity grouped by booking, in the order the bookings first appear. */
function byBooking(kids: readonly Kid[], places: readonly BookedPlace[]): BookedHere[] {
  const booked: BookedHere[] = [];
  for (const kid of kids) {
    for (const place of places.filter((p) => p.kidId === kid.id)) {
      const entry = booked.find((b) => b.bookingId === place.bookingId);
      const sessionIds = [...new Set([...(entry?.sessionIds ?? []), ...place.sessionIds])];
      if (entry) {
        if (!entry.kids.includes(kid)) entry.kids.push(kid);
        entry.sessionIds = sessionIds;
      } else booked.push({ bookingId: place.bookingId, kids: [kid], sessionIds });
    }
  }
  return booked;
}

/**
 * Who of the parent's kids already holds a place on the activity, grouped by booking (kids in the
 * given order), and the kids still free to book. A child is booked per session (decision 043):
 * with `sessionIds` (the program's dates picked), only a child holding one of those sessions is
 * busy, and the server refuses only that (already_booked); without, any place on the activity
 * counts. `busy` is the bookings of the busy kids, with only those kids.
 */
export function splitBooked(
  kids: readonly Kid[],
  places: readonly BookedPlace[],
  activityId: number,
  sessionIds?: readonly number[],
): { booked: BookedHere[]; busy: BookedHere[]; free: Kid[] } {
  const here = places.filter((p) => p.activityId === activityId);
  const clashing = sessionIds
    ? here.filter((p) => p.sessionIds.some((id) => sessionIds.includes(id)))
    : here;
  const busyIds = new Set(clashing.map((p) => p.kidId));
  return {
    booked: byBooking(kids, here),
    busy: byBooking(kids, clashing),
    free: kids.filter((kid) => !busyIds.has(kid.id)),
  };
}

/** Who holds a place in each session, by name: what a program's date choices mark as booked. */
export function namesBySession(booked: readonly BookedHere[]): Map<number, string[]> {
  const names = new Map<number, string[]>();
  for (const booking of booked) {
    for (const id of booking.sessionIds) {
      names.set(id, [...(names.get(id) ?? []), ...booking.kids.map((kid) => kid.name)]);
    }
  }
  return names;
}

/** 'Ava', 'Ava and Leo', 'Ava, Leo and Zoe' */
export function namesInWords(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** 'Ava is booked', 'Ava and Leo are booked' */
export const bookedLine = (names: readonly string[]) =>
  `${namesInWords(names)} ${names.length === 1 ? 'is' : 'are'} booked`;

/** Where a booking is shown: its card on My Bookings. */
export const bookingPath = (bookingId: string) => `/bookings#booking-${bookingId}`;

/** '1 child', '2 children', '0 children' */
export const childCountLabel = (count: number) => `${count} ${count === 1 ? 'child' : 'children'}`;
