import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';

const prepare = (db: Database) =>
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
    .prepare('kidventure_session_by_token');

type SessionByToken = ReturnType<typeof prepare>;
const preparedFor = new WeakMap<Database, SessionByToken>();

/**
 * The session with this token and its parent, in one indexed read. It runs on every signed-in
 * request, so the statement is built once per database and prepared on each connection.
 */
export async function findSessionByToken(db: Database, token: string) {
  let statement = preparedFor.get(db);
  if (!statement) {
    statement = prepare(db);
    preparedFor.set(db, statement);
  }
  const [row] = await statement.execute({ token });
  return row;
}
