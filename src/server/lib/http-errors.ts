import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error a client can act on; the error handler turns it into the one error shape. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Sent as the Retry-After header (seconds): when a refused client may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 429: the client asked too often; it may try again in `retryAfterSeconds` (at least 1). */
export const rateLimited = (message: string, retryAfterSeconds: number, details?: unknown) =>
  new AppError(429, 'rate_limited', message, details, Math.max(1, Math.ceil(retryAfterSeconds)));

export const badRequest = (message: string, details?: unknown) =>
  new AppError(400, 'bad_request', message, details);
export const unauthorized = (message = 'User not authenticated') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have access to this.') =>
  new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string, details?: unknown) =>
  new AppError(409, 'conflict', message, details);

export type ErrorBody = { error: { code: string; message: string; details?: unknown } };

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}
