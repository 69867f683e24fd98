import { ageInYears, isEligible } from '../../../shared/age';
import type { Activity } from '../../../shared/schemas/activity';
import type { BookedPlace } from '../../../shared/schemas/booking';
import type { Kid } from '../../../shared/schemas/kid';

/** A child as 'Select Participants' shows them: offered, or greyed out with their age. */
export type Participant = { kid: Kid; age: number; eligible: boolean };

/** One of the parent's bookings of this activity and the children it holds a place for. */
export type BookedHere = { bookingId: string; kids: Kid[] };

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

/**
 * Who of the parent's kids already holds a place on the activity, grouped by booking (in the
 * order the bookings first appear, kids in the given order), and the kids still free to book.
 * The server refuses a second place for a child (already_booked): they are not offered again.
 */
export function splitBooked(
  kids: readonly Kid[],
  places: readonly BookedPlace[],
  activityId: number,
): { booked: BookedHere[]; free: Kid[] } {
  const bookingOf = new Map(
    places.filter((p) => p.activityId === activityId).map((p) => [p.kidId, p.bookingId]),
  );
  const booked: BookedHere[] = [];
  for (const kid of kids) {
    const bookingId = bookingOf.get(kid.id);
    if (!bookingId) continue;
    const entry = booked.find((b) => b.bookingId === bookingId);
    if (entry) entry.kids.push(kid);
    else booked.push({ bookingId, kids: [kid] });
  }
  return { booked, free: kids.filter((kid) => !bookingOf.has(kid.id)) };
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
