import { z } from 'zod';
import type { AppError } from './http-errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot name a row, so it is simply not found (never a 500). */
export const isUuid = (id: string) => UUID.test(id);

/** Serial ids are PostgreSQL integers: 1 … 2³¹ − 1. */
const MAX_SERIAL = 2 ** 31 - 1;
const isSerial = (id: string) =>
  /^\d{1,10}$/.test(id) && Number(id) >= 1 && Number(id) <= MAX_SERIAL;

/** The serial id the text names, or null when it cannot name one. */
export const parseSerial = (id: string) => (isSerial(id) ? Number(id) : null);

/**
 * A path segment that must pass `test` to name anything. Any other text is answered like an id
 * that names nothing: 404 with the route's own not-found code and message. The validation hook
 * (lib/validation.ts) gives that answer for every path parameter, so no handler checks ids.
 */
export function pathParam(test: (value: string) => boolean, notFound: () => AppError) {
  const { code, message } = notFound();
  return z.string().refine(test, { message, params: { code } });
}

/** A uuid path id, e.g. `{ id: uuidParam(kidNotFound) }`. */
export const uuidParam = (notFound: () => AppError) =>
  pathParam(isUuid, notFound).meta({ format: 'uuid' });

/** A serial (integer) path id, handed to the handler as a number. */
export const serialParam = (notFound: () => AppError) =>
  pathParam(isSerial, notFound)
    .transform(Number)
    .meta({ type: 'integer', minimum: 1, maximum: MAX_SERIAL });
