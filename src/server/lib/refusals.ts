import { notFound, AppError } from './http-errors';

/**
 * Refusals that several areas give, each defined once with its one code; an area's own refusals
 * live in its `<area>.errors.ts`.
 */

/** An activity id that names no activity (a booking, a favourite, a list, a discussion). */
export const activityNotFound = () => new AppError(404, 'activity_not_found', 'Activity not found');

/**
 * A kid id that is not one of the parent's (or no parent is signed in): as if it did not exist. The
 * same answer for a kid's own routes, the finder and a booking.
 */
export const kidNotFound = () => new AppError(404, 'kid_not_found', 'Child not found');

/** The signed-in parent's own profile row is gone (the account was deleted meanwhile). */
export const profileNotFound = () => notFound('Profile not found');

/** A wrong token and a revoked one answer alike: the link leads nowhere. */
export const sharedListNotFound = () => notFound('This list is not shared, or the link is wrong');
