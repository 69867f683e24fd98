import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { greetingName } from './recipient';

/** The name an e-mail to this account greets ("there" when the account is gone). */
export async function greetingNameOf(
  db: Database,
  by: { userId: string } | { email: string },
): Promise<string> {
  const [row] = await db
    .select({ name: users.name, firstName: profiles.firstName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where('userId' in by ? eq(users.id, by.userId) : eq(users.email, by.email));
  return greetingName(row ?? {});
}
