/**
 * Every bookings query key starts with ['bookings'] (calendar ranges, a child's bookings, the
 * list, one booking), so one `invalidateQueries({ queryKey: bookingsQueryKey })` after booking or
 * cancelling refreshes them all.
 */
export const bookingsQueryKey = ['bookings'] as const;

/** The parent's waitlists (decision 060): under ['bookings'], so booking or cancelling refreshes them. */
export const waitlistQueryKey = [...bookingsQueryKey, 'waitlist'] as const;

/** A program's registration opening and the parent's reminder (decision 061). */
export const registrationQueryKey = (activityId: number) =>
  [...bookingsQueryKey, 'registration', activityId] as const;
