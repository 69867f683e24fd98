import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  kidDocuments,
  kidProfiles,
  outboxMessages,
  parentPreferences,
  profiles,
  sessions,
  users,
  verifications,
} from '../../db/schema';

/** Everything stored about one parent, read straight from the tables (for the export). */
export async function findAccountData(db: Database, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      name: users.name,
      phone: users.phone,
      image: users.image,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const [preferences] = await db
    .select()
    .from(parentPreferences)
    .where(eq(parentPreferences.userId, userId));
  // Passwords, tokens and the like are never selected.
  const signInMethods = await db
    .select({ providerId: accounts.providerId, createdAt: accounts.createdAt })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  const sessionRows = await db
    .select({
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  const kids = await db
    .select()
    .from(kidProfiles)
    .where(eq(kidProfiles.userId, userId))
    .orderBy(sql`lower(${kidProfiles.name})`, kidProfiles.createdAt);
  const documents = await db
    .select({
      id: kidDocuments.id,
      kidId: kidDocuments.kidId,
      name: kidDocuments.name,
      contentType: kidDocuments.contentType,
      sizeBytes: kidDocuments.sizeBytes,
      uploadedAt: kidDocuments.uploadedAt,
    })
    .from(kidDocuments)
    .where(eq(kidDocuments.userId, userId))
    .orderBy(kidDocuments.uploadedAt);
  return { user, profile, preferences, signInMethods, sessions: sessionRows, kids, documents };
}

/**
 * Removes the user and, by cascade, every row that references them; returns the storage keys of
 * their files (avatar, kid documents) for the caller to delete once the rows are gone. The user
 * row is locked first, so a document being added at the same moment either is seen here or fails
 * its foreign key.
 */
export async function deleteAccountRows(db: Database, userId: string) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return null;
    const [profile] = await tx
      .select({ avatarKey: profiles.avatarKey })
      .from(profiles)
      .where(eq(profiles.id, userId))
      // An avatar upload racing with the deletion waits, then finds no profile and drops its file.
      .for('update');
    const docs = await tx
      .select({ key: kidDocuments.storageKey })
      .from(kidDocuments)
      .where(eq(kidDocuments.userId, userId));
    // Not foreign keys: pending reset tokens (value = user id) and mail kept for the address.
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await tx.delete(outboxMessages).where(eq(outboxMessages.to, user.email));
    await tx.delete(users).where(eq(users.id, userId));
    const keys = docs.map((d) => d.key);
    if (profile?.avatarKey) keys.push(profile.avatarKey);
    return keys;
  });
}
