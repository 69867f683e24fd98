import { notFound } from '../../lib/http-errors';

/** A kid id that is not one of the parent's (or no parent is signed in): as if it did not exist. */
export const kidNotFound = () => notFound('Profile not found');
