import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { profiles, sessions, users } from '../../db/schema';

const me = preparedPerDatabase((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      profileId: profiles.id,
      firstName: profiles.firstName,
      avatarKey: profiles.avatarKey,
      profileUpdatedAt: profiles.updatedAt,
      region: profiles.region,
      birthDate: profiles.birthDate,
      accountCreatedAt: users.createdAt,
      sessionCreatedAt: sessions.createdAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(
      sessions,
      and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, users.id)),
    )
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('kidventure_me'),
);

/**
 * The signed-in user with their profile's header fields (no profile row yet: nulls), and when
 * their account and the current session began.
 */
export async function findMe(db: Database, userId: string, sessionId: string | null) {
  const [row] = await me(db).execute({ userId, sessionId: sessionId ?? '' });
  return row ?? null;
}
