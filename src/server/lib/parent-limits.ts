import { HOURLY_LIMIT_MESSAGES, PARENT_LIMITS, type HourlyLimit } from '../../shared/parent-limits';
import type { Database } from '../db/client';
import { rateLimited } from './http-errors';
import { hitRateLimit } from './rate-limit';

const HOUR_MS = 3_600_000;

/**
 * Counts one use of a parent's hourly allowance of `kind` (shared/parent-limits.ts), in a fixed
 * hour that starts at its first use, shared by every instance; past the allowance, 429 with
 * Retry-After until the hour ends.
 */
export async function useHourlyAllowance(
  db: Database,
  kind: Exclude<HourlyLimit, 'comments'>,
  userId: string,
  now = Date.now(),
) {
  checkHourlyAllowance(kind, await hitRateLimit(db, `${kind}-hour:${userId}`, now, HOUR_MS), now);
}

/** Past the hourly allowance of `kind` (its hour's count after this use): 429 until the hour ends. */
export function checkHourlyAllowance(
  kind: Exclude<HourlyLimit, 'comments'>,
  { count, resetAt }: { count: number; resetAt: number },
  now: number,
) {
  if (count > PARENT_LIMITS[kind].perHour) {
    throw rateLimited(HOURLY_LIMIT_MESSAGES[kind], (resetAt - now) / 1000);
  }
}
