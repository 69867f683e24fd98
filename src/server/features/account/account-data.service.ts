import type { z } from 'zod';
import { confirmsEmail, type DeleteAccountSchema } from '../../../shared/schemas/settings';
import type { Auth } from '../../lib/auth';
import type { Database } from '../../db/client';
import { unauthorized } from '../../lib/http-errors';
import type { Logger } from '../../lib/logger';
import type { Storage } from '../../lib/storage';
import type { AccountExport } from './account-export.schema';
import { toAccountExport } from './account-export';
import { deleteAccountRows, findAccountData } from './account-data.queries';
import { confirmationMismatch } from './account-settings.errors';
import { findEmail } from './account-settings.queries';

/** Everything Kidventure keeps about the parent, as one JSON document (no secrets, no files). */
export async function exportAccount(db: Database, userId: string): Promise<AccountExport> {
  const data = await findAccountData(db, userId);
  if (!data) throw unauthorized();
  return toAccountExport(data, new Date());
}

export type DeleteAccountDeps = { auth: Auth; db: Database; storage: Storage; logger: Logger };

/**
 * Removes the parent and everything of theirs: rows first (one transaction, cascading), then the
 * files. A file that cannot be removed is logged; it no longer belongs to any row. Answers the
 * cookies that clear the (already deleted) session in the browser.
 */
export async function deleteAccount(
  { auth, db, storage, logger }: DeleteAccountDeps,
  userId: string,
  input: z.output<typeof DeleteAccountSchema>,
  headers: Headers,
) {
  const email = await findEmail(db, userId);
  if (email === null) throw unauthorized();
  if (!confirmsEmail(input.confirmEmail, email)) throw confirmationMismatch();
  const keys = await deleteAccountRows(db, userId);
  if (keys === null) throw unauthorized();
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (err) {
      logger.warn({ err, key }, 'file of a deleted account could not be removed');
    }
  }
  logger.info({ userId, files: keys.length }, 'account deleted');
  // The session row went with the user; sign-out now only clears the browser's cookies.
  const { headers: out } = await auth.api.signOut({ headers, returnHeaders: true });
  return { setCookies: out.getSetCookie() };
}
