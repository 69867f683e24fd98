import { and, desc, eq, sql } from 'drizzle-orm';
import type { Message } from '../../../shared/schemas/network';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { conversations, messages } from '../../db/schema';
import type { NewestFirstCursor } from '../../lib/newest-first-cursor';
import { scheduleMessageEmail } from '../../lib/message-email';
import { recordEvents } from '../../lib/realtime.queries';
import { createdAtCursorText, olderThanCursor } from '../../lib/newest-first-cursor.queries';
import { includes, otherParentId } from './conversations.queries';
import { mayMessageBetween } from './parents.queries';

/** Plain Drizzle functions on messages; callers have checked the conversation is the parent's. */

const iso = (column: typeof messages.createdAt | typeof messages.readAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderId: messages.senderId,
  clientId: messages.clientId,
  body: messages.body,
  // Named, so the columns can be read back from a statement's WITH part too.
  createdAt: iso(messages.createdAt).as('created_at_text'),
  readAt: sql<
    string | null
  >`case when ${messages.readAt} is null then null else ${iso(messages.readAt)} end`.as(
    'read_at_text',
  ),
  cursorAt: createdAtCursorText(messages.createdAt).as('cursor_at'),
};
export type MessageRow = {
  id: string;
  conversationId: string;
  senderId: string;
  clientId: string;
  body: string;
  createdAt: string;
  readAt: string | null;
  cursorAt: string;
};

export const toMessage = (row: MessageRow, me: string): Message => ({
  id: row.id,
  conversationId: row.conversationId,
  clientId: row.clientId,
  fromMe: row.senderId === me,
  text: row.body,
  createdAt: row.createdAt,
  readAt: row.readAt,
});

/** One page of the conversation, newest first, after the cursor; one row more tells if more exist. */
export async function listMessageRows(
  db: Database,
  conversationId: string,
  { cursor, limit }: { cursor?: NewestFirstCursor; limit: number },
): Promise<MessageRow[]> {
  return db
    .select(messageColumns)
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        cursor ? olderThanCursor(messages.createdAt, messages.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
}

const sendingContext = preparedPerDatabase((db) => {
  const me = sql.placeholder('me');
  const other = otherParentId(me);
  return db
    .select({
      otherId: other,
      mayMessage: mayMessageBetween(me, other).mapWith(Boolean),
      sentBefore: sql`exists (select 1 from ${messages} where ${messages.senderId} = ${me}
        and ${messages.clientId} = ${sql.placeholder('clientId')})`.mapWith(Boolean),
    })
    .from(conversations)
    .where(and(eq(conversations.id, sql.placeholder('conversationId')), includes(me)))
    .prepare('kidventure_sending_context');
});

/**
 * What sending a message needs to know, in one read: the other parent of my conversation, whether
 * I may message them (mayMessageBetween), and whether I sent under this client id before. Null
 * when the conversation is not mine.
 */
export async function findSendingContext(
  db: Database,
  { me, conversationId, clientId }: { me: string; conversationId: string; clientId: string },
): Promise<{ otherId: string; mayMessage: boolean; sentBefore: boolean } | null> {
  const [row] = await sendingContext(db).execute({ me, conversationId, clientId });
  return row ?? null;
}

/** The message this parent sent earlier under the client id, if any. */
export async function findMessageByClientId(
  db: Database,
  senderId: string,
  clientId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
  return row;
}

/**
 * Adds the message, moves the conversation to the top, tells both parents' open streams and
 * schedules the receiver's e-mail for if they are away, in one transaction.
 */
export async function insertMessage(
  db: Database,
  input: { conversationId: string; senderId: string; clientId: string; body: string },
  receiverId: string,
): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    // One statement adds the message and moves its conversation to the top.
    const added = tx.$with('added').as(tx.insert(messages).values(input).returning(messageColumns));
    const moved = tx.$with('moved').as(
      tx
        .update(conversations)
        .set({ lastMessageAt: sql`now()` })
        .where(eq(conversations.id, input.conversationId))
        .returning({ id: conversations.id }),
    );
    const [row] = await tx.with(added, moved).select().from(added);
    if (!row) throw new Error('message insert returned no row');
    const payload = { conversationId: input.conversationId, messageId: row.id };
    await recordEvents(tx, [
      { userId: receiverId, type: 'message', payload },
      { userId: input.senderId, type: 'message', payload },
    ]);
    // Should the receiver stay away, an e-mail (and push) tells them later: one per burst.
    await scheduleMessageEmail(tx, {
      receiverId,
      conversationId: input.conversationId,
      now: new Date(),
    });
    return row;
  });
}
