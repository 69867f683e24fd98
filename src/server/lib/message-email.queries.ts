import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notifications } from '../db/schema';

/** When this parent was last told of messages in this conversation (the job's clock), if ever. */
export async function lastMessageNotifiedAt(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: sql<string | null>`${notifications.data} ->> 'notifiedAt'` })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, 'message'),
        sql`${notifications.data} ->> 'conversationId' = ${conversationId}`,
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(1);
  return row?.at ? new Date(row.at) : undefined;
}
