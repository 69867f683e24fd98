import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema';

/** The signed-in user with their profile's header fields (no profile row yet: nulls). */
export async function findMe(db: Database, userId: string) {
  const [row] = await db
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
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}
