/**
 * A 503 `overloaded` answer comes from admission control, before the request's handler has run
 * (src/server/lib/admission.ts): nothing was read or written, so sending the same request again is
 * safe whatever its method. A client tries again after the server's Retry-After, a few times.
 */
export const OVERLOADED_CODE = 'overloaded';

/** Tries after the first answer, before the parent is shown the 503's message. */
export const OVERLOAD_RETRIES = 3;

/** A Retry-After the client honours at most (seconds); a longer one is the server's to refuse. */
const MAX_RETRY_AFTER_SECONDS = 10;

/**
 * How long to wait before trying again after a 503 whose Retry-After header says `retryAfter`
 * seconds (1 when missing or unreadable): that long, stretched by `random` (0 ≤ random < 1) up to
 * twice as long, so a crowd refused at one instant does not come back at one instant.
 */
export function overloadRetryDelayMs(retryAfter: string | null, random: number): number {
  const given = retryAfter === null || retryAfter.trim() === '' ? Number.NaN : Number(retryAfter);
  const seconds = Number.isFinite(given) && given >= 0 ? given : 1;
  return Math.round(Math.min(seconds, MAX_RETRY_AFTER_SECONDS) * 1000 * (1 + random));
}
