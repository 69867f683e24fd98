import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema';

export async function findUserIdByEmail(db: Database, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

/** The parent's profile row, created with the sign-up that accepted the terms. */
export async function insertProfile(db: Database, userId: string, termsAcceptedAt: Date) {
  await db.insert(profiles).values({ id: userId, termsAcceptedAt }).onConflictDoNothing();
}

/** Removes a user and, by cascade, their sessions, credentials and profile. */
export async function deleteUser(db: Database, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}
