import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { sessions, users } from '../db/schema';

const sessionByToken = preparedPerDatabase((db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      name: users.name,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('kidventure_session_by_token'),
);

/** The session with this token and its parent, in one indexed read (on every signed-in request). */
export async function findSessionByToken(db: Database, token: string) {
  const [row] = await sessionByToken(db).execute({ token });
  return row;
}

/** Whether the session is still there and unexpired (an open event stream checks its own). */
export async function isSessionLive(db: Database, sessionId: string) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row !== undefined;
}
