import { aliasedTable, and, eq, isNull, ne, or, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversations, messages, profiles, users } from '../../db/schema';
import { recordEvents } from '../../lib/realtime.queries';
import { mayMessageBetween } from './parents.queries';

/** Plain Drizzle functions on conversations; a parent reaches only the ones they take part in. */

const sorted = (a: string, b: string) => (a < b ? [a, b] : [b, a]) as [string, string];

export const includes = (me: string | Placeholder) =>
  or(eq(conversations.parentA, me), eq(conversations.parentB, me));

export const otherParentId = (me: string | Placeholder) =>
  sql<string>`case when ${conversations.parentA} = ${me} then ${conversations.parentB} else ${conversations.parentA} end`;

/** The conversation of the two parents, made on first use. */
export async function upsertConversation(db: Database, me: string, otherId: string) {
  const [parentA, parentB] = sorted(me, otherId);
  await db.insert(conversations).values({ parentA, parentB }).onConflictDoNothing();
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.parentA, parentA), eq(conversations.parentB, parentB)));
  if (!row) throw new Error('conversation upsert found no row');
  return row.id;
}

/** One of my conversations: its id and the other parent's id; null for anyone else's. */
export async function findMyConversation(db: Database, me: string, id: string) {
  const [row] = await db
    .select({ id: conversations.id, otherId: otherParentId(me) })
    .from(conversations)
    .where(and(eq(conversations.id, id), includes(me)));
  return row ?? null;
}

const other = aliasedTable(users, 'other');
const otherProfile = aliasedTable(profiles, 'other_profile');

/** My conversations with the other parent, last message, unread count; newest activity first. */
export async function listConversationRows(db: Database, me: string, conversationId?: string) {
  const otherId = otherParentId(me);
  const last = sql`(select m.body, m.created_at, m.sender_id from ${messages} m
    where m.conversation_id = ${conversations.id} order by m.created_at desc, m.id desc limit 1)`;
  return db
    .select({
      id: conversations.id,
      parent: { id: other.id, firstName: otherProfile.firstName, region: otherProfile.region },
      lastText: sql<string | null>`(select l.body from ${last} l)`,
      lastAt: sql<
        string | null
      >`(select to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from ${last} l)`,
      lastFromMe: sql<boolean | null>`(select l.sender_id = ${me} from ${last} l)`,
      unreadCount: sql<number>`(select count(*)::int from ${messages} m
        where m.conversation_id = ${conversations.id} and m.sender_id <> ${me} and m.read_at is null)`,
      canMessage: mayMessageBetween(me, otherId).mapWith(Boolean),
    })
    .from(conversations)
    .innerJoin(other, eq(other.id, otherId))
    .leftJoin(otherProfile, eq(otherProfile.id, other.id))
    .where(and(includes(me), conversationId ? eq(conversations.id, conversationId) : undefined))
    .orderBy(
      sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt}) desc`,
      sql`${conversations.id} desc`,
    );
}

/**
 * Marks the other parent's unread messages in the conversation read (how many changed) and tells
 * their open streams.
 */
export async function markConversationRead(
  db: Database,
  me: string,
  conversationId: string,
  otherId: string,
) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(messages)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(messages.conversationId, conversationId),
          ne(messages.senderId, me),
          isNull(messages.readAt),
        ),
      )
      .returning({ id: messages.id });
    if (rows.length > 0) {
      await recordEvents(tx, [{ userId: otherId, type: 'read', payload: { conversationId } }]);
    }
    return rows.length;
  });
}
