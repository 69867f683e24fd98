import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messages, profiles } from '../../db/schema';

/**
 * The messages `receiverId` has not read in the conversation (all from the other parent): how
 * many, the newest one's text, and who sent them. Undefined when there are none.
 */
export async function unreadMessagesFor(db: Database, receiverId: string, conversationId: string) {
  const unread = and(
    eq(messages.conversationId, conversationId),
    ne(messages.senderId, receiverId),
    isNull(messages.readAt),
  );
  const [newest] = await db
    .select({
      body: messages.body,
      senderFirstName: profiles.firstName,
      total: sql<number>`(${db.select({ n: count() }).from(messages).where(unread)})`.mapWith(
        Number,
      ),
    })
    .from(messages)
    .leftJoin(profiles, eq(profiles.id, messages.senderId))
    .where(unread)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return newest;
}
