import { and, desc, eq, sql } from 'drizzle-orm';
import type { Message } from '../../../shared/schemas/network';
import type { Database } from '../../db/client';
import { conversations, messages } from '../../db/schema';
import type { NewestFirstCursor } from '../../lib/newest-first-cursor';
import { createdAtCursorText, olderThanCursor } from '../../lib/newest-first-cursor.queries';
import { includes, otherParentId } from './conversations.queries';
import { mayMessageBetween } from './parents.queries';

/** Plain Drizzle functions on messages; callers have checked the conversation is the parent's. */

const iso = (column: typeof messages.createdAt | typeof messages.readAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const messageColumns = {
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

/**
 * What sending a message needs to know, as a query for the send's statement (message-send.queries),
 * one row when the conversation is mine: the other parent (`other_id`), whether I may message them
 * (`may_message`, mayMessageBetween) and whether I sent under this client id before
 * (`sent_before`). `me` and `clientId` are the statement's placeholders.
 */
export function sendingContextQuery(db: Database) {
  const me = sql.placeholder('me');
  const other = otherParentId(me);
  return db
    .select({
      otherId: other.as('other_id'),
      mayMessage: mayMessageBetween(me, other).as('may_message'),
      sentBefore: sql<boolean>`exists (select 1 from ${messages} where ${messages.senderId} = ${me}
        and ${messages.clientId} = ${sql.placeholder('clientId')}::uuid)`.as('sent_before'),
    })
    .from(conversations)
    .where(and(eq(conversations.id, sql.placeholder('conversationId')), includes(me)));
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
