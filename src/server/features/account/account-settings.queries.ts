import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { NewestFirstCursor } from '../../lib/newest-first-cursor';
import { createdAtCursorText, olderThanCursor } from '../../lib/newest-first-cursor.queries';

/** Plain Drizzle functions for account settings, every one scoped to the signed-in user. */

export async function findEmail(db: Database, userId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

export async function findUserIdByEmail(db: Database, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

export async function updateEmail(db: Database, userId: string, email: string) {
  const [row] = await db
    .update(users)
    .set({ email, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id, email: users.email });
  return row ?? null;
}

/** The user's live sessions, most recently active first. Tokens are never selected. */
/** Most recently active first (updated_at desc, id desc), after the cursor when there is one. */
export async function listActiveSessions(
  db: Database,
  userId: string,
  limit: number,
  after?: NewestFirstCursor,
) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      updatedAtKey: createdAtCursorText(sessions.updatedAt),
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, sql`now()`),
        after ? olderThanCursor(sessions.updatedAt, sessions.id, after, 'text') : undefined,
      ),
    )
    .orderBy(sql`${sessions.updatedAt} desc`, sql`${sessions.id} desc`)
    .limit(limit);
}

/**
 * Ends every session of the user but the current one and counts the live ones ended. Sessions
 * live only in this table (no secondary storage, no cookie cache), so a deleted row is signed out.
 */
export async function deleteOtherSessions(db: Database, userId: string, currentId: string) {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentId)))
    .returning({ expiresAt: sessions.expiresAt });
  const now = Date.now();
  return rows.filter((r) => r.expiresAt.getTime() > now).length;
}
