/**
 * Every bookings query key starts with ['bookings'] (calendar ranges, a child's bookings, the
 * list, one booking), so one `invalidateQueries({ queryKey: bookingsQueryKey })` after booking or
 * cancelling refreshes them all.
 */
export const bookingsQueryKey = ['bookings'] as const;

/** The parent's waitlists (decision 060): under ['bookings'], so booking or cancelling refreshes them. */
export const waitlistQueryKey = [...bookingsQueryKey, 'waitlist'] as const;

/** Every program's registration the parent has looked at (decisions 061 and 062). */
export const registrationsQueryKey = [...bookingsQueryKey, 'registration'] as const;

/** A program's registration opening, the parent's reminder and place in its line. */
export const registrationQueryKey = (activityId: number) =>
  [...registrationsQueryKey, activityId] as const;
