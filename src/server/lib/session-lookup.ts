import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client';
import type { SessionUser } from './app-env';
import { findSessionByToken } from './session-lookup.queries';

/** A base64 HMAC-SHA256 is 44 characters, one of them the closing padding. */
const SIGNATURE_LENGTH = 44;

/**
 * The token inside a signed session cookie as better-auth writes it (`token.signature`, the
 * signature a base64 HMAC-SHA256 of the token under the auth secret), or null when the
 * signature does not match.
 */
export function verifySignedToken(cookieValue: string, secret: string): string | null {
  const dot = cookieValue.lastIndexOf('.');
  if (dot < 1) return null;
  const token = cookieValue.slice(0, dot);
  const signature = cookieValue.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

export type SessionTimes = {
  /** How long a session lives, in seconds, counted from its last refresh. */
  expiresIn: number;
  /** How old (since its last refresh) a session gets before a request refreshes it, in seconds. */
  updateAge: number;
};

/**
 * The signed-in parent of a request whose session needs nothing done to it: it exists, has not
 * expired and is not due for its daily refresh. Then better-auth would answer the same parent and
 * set no cookie, so its endpoint is not called. Anything else (a bad signature, an unknown,
 * expired or refresh-due session) answers undefined, and the caller asks better-auth, which
 * clears, deletes or refreshes as it does.
 */
export async function findSettledSession(
  db: Database,
  cookieValue: string,
  { secret, times, now = Date.now() }: { secret: string; times: SessionTimes; now?: number },
): Promise<{ user: SessionUser; sessionId: string } | undefined> {
  const token = verifySignedToken(cookieValue, secret);
  if (!token) return undefined;
  const row = await findSessionByToken(db, token);
  if (!row) return undefined;
  const expiresAt = row.expiresAt.getTime();
  if (expiresAt <= now) return undefined;
  const refreshDueAt = expiresAt - times.expiresIn * 1000 + times.updateAge * 1000;
  if (refreshDueAt <= now) return undefined;
  return {
    user: { id: row.userId, email: row.email, name: row.name },
    sessionId: row.sessionId,
  };
}
