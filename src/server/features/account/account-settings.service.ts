import { isAPIError } from 'better-auth/api';
import type { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../../../shared/schemas/account';
import type {
  ChangeEmailSchema,
  ChangePasswordSchema,
  DeviceSession,
} from '../../../shared/schemas/settings';
import type { Auth } from '../../lib/auth';
import type { Database } from '../../db/client';
import { AppError, unauthorized } from '../../lib/http-errors';
import { encodeNewestFirstCursor, readNewestFirstCursor } from '../../lib/newest-first-cursor';
import { requireStrongPassword } from '../../lib/password-strength';
import { emailTaken, weakPassword, wrongCurrentPassword } from './account-settings.errors';
import {
  deleteOtherSessions,
  findUserIdByEmail,
  listActiveSessions,
  updateEmail,
} from './account-settings.queries';

export type SettingsDeps = { auth: Auth; db: Database };

/**
 * better-auth's own check of the signed-in parent's password (its public verifyPassword, on the
 * session the request carries). A parent without a password (none stored) is refused the same way.
 */
async function verifyCurrentPassword(auth: Auth, headers: Headers, password: string) {
  // No stored password is longer: refuse before spending a hash on it.
  if (password.length > PASSWORD_MAX_LENGTH) throw wrongCurrentPassword();
  try {
    await auth.api.verifyPassword({ body: { password }, headers });
  } catch (err) {
    const code = isAPIError(err) ? (err.body as { code?: unknown } | undefined)?.code : undefined;
    if (code === 'INVALID_PASSWORD') throw wrongCurrentPassword();
    if (code === 'UNAUTHORIZED') throw unauthorized();
    throw err;
  }
}

/** A new sign-in address: the current password proves it is the parent; the address is free. */
export async function changeEmail(
  { auth, db }: SettingsDeps,
  userId: string,
  input: z.output<typeof ChangeEmailSchema>,
  headers: Headers,
) {
  await verifyCurrentPassword(auth, headers, input.currentPassword);
  const owner = await findUserIdByEmail(db, input.newEmail);
  if (owner !== null && owner !== userId) throw emailTaken();
  let user: Awaited<ReturnType<typeof updateEmail>>;
  try {
    user = await updateEmail(db, userId, input.newEmail);
  } catch (err) {
    // A concurrent change or sign-up took the address first (unique index).
    const other = await findUserIdByEmail(db, input.newEmail);
    throw other !== null && other !== userId ? emailTaken() : err;
  }
  if (!user) throw unauthorized();
  return { user };
}

const passwordErrors: Record<string, () => AppError> = {
  INVALID_PASSWORD: wrongCurrentPassword,
  PASSWORD_TOO_SHORT: weakPassword,
  PASSWORD_TOO_LONG: () =>
    new AppError(
      400,
      'validation_failed',
      `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    ),
  CREDENTIAL_ACCOUNT_NOT_FOUND: () =>
    new AppError(400, 'bad_request', 'This account has no password to change.'),
  UNAUTHORIZED: () => unauthorized(),
};

/**
 * A new password that is easy to guess is refused first. Then better-auth checks the current
 * password and stores the new hash. With signOutOtherSessions it replaces every session with a
 * fresh one for this browser; its cookie comes back in setCookies.
 */
export async function changePassword(
  { auth }: SettingsDeps,
  input: z.output<typeof ChangePasswordSchema>,
  headers: Headers,
  email: string,
) {
  requireStrongPassword(input.newPassword, email);
  try {
    const { headers: out } = await auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: input.signOutOtherSessions,
      },
      headers,
      returnHeaders: true,
    });
    return { setCookies: out.getSetCookie() };
  } catch (err) {
    const code = isAPIError(err) ? (err.body as { code?: unknown } | undefined)?.code : undefined;
    const mapped = typeof code === 'string' ? passwordErrors[code] : undefined;
    throw mapped ? mapped() : err;
  }
}

/** better-auth's session ids: letters and digits (a cursor names one). */
const isSessionId = (id: string) => /^[A-Za-z0-9_-]{1,200}$/.test(id);

/** A page of the signed-in devices, most recently active first. */
export async function listDeviceSessions(
  db: Database,
  userId: string,
  currentSessionId: string | null,
  query: { limit: number; cursor?: string },
): Promise<{ items: DeviceSession[]; nextCursor: string | null }> {
  const after = readNewestFirstCursor(query.cursor, isSessionId);
  const rows = await listActiveSessions(db, userId, query.limit + 1, after);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    nextCursor:
      rows.length > query.limit && last
        ? encodeNewestFirstCursor({ createdAt: last.updatedAtKey, id: last.id })
        : null,
    items: page.map((row) => ({
      id: row.id,
      userAgent: row.userAgent || null,
      ipAddress: row.ipAddress || null,
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
      current: row.id === currentSessionId,
    })),
  };
}

export async function signOutOtherSessions(
  db: Database,
  userId: string,
  currentSessionId: string | null,
) {
  if (!currentSessionId) throw unauthorized();
  const signedOut = await deleteOtherSessions(db, userId, currentSessionId);
  return { ok: true as const, signedOut };
}
