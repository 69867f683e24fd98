import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blocks, connections, conversations, messages, profiles } from '../../db/schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The parent's place in the parent network, for the export: connections and requests (with the
 * other parent's first name only), whom they blocked, and every conversation with its messages,
 * both sides, as the parent sees them in the app (docs/decisions/016).
 */
export async function findNetworkData(db: Database, userId: string) {
  const connectionRows = await findConnections(db, userId);
  const blocked = await db
    .select({ parentId: blocks.blockedId, createdAt: blocks.createdAt })
    .from(blocks)
    .where(eq(blocks.blockerId, userId))
    .orderBy(asc(blocks.createdAt));
  const conversationRows = await findConversations(db, userId);
  return {
    connections: connectionRows,
    blocked: blocked.map((b) => ({ parentId: b.parentId, createdAt: iso(b.createdAt) })),
    conversations: conversationRows,
  };
}

/** Connections and requests both ways, oldest first, with the other parent's first name. */
async function findConnections(db: Database, userId: string) {
  const otherOf = sql<string>`case when ${connections.requesterId} = ${userId} then ${connections.addresseeId} else ${connections.requesterId} end`;
  const rows = await db
    .select({
      parentId: otherOf,
      firstName: profiles.firstName,
      status: connections.status,
      requesterId: connections.requesterId,
      createdAt: connections.createdAt,
      respondedAt: connections.respondedAt,
    })
    .from(connections)
    .leftJoin(profiles, eq(profiles.id, otherOf))
    .where(or(eq(connections.requesterId, userId), eq(connections.addresseeId, userId)))
    .orderBy(asc(connections.createdAt), asc(connections.id));
  return rows.map((c) => ({
    parentId: c.parentId,
    firstName: c.firstName,
    status: c.status,
    direction: c.requesterId === userId ? ('sent' as const) : ('received' as const),
    createdAt: iso(c.createdAt),
    respondedAt: iso(c.respondedAt),
  }));
}

/** Every conversation, oldest first, with its messages from both sides. */
async function findConversations(db: Database, userId: string) {
  const otherInConversation = sql<string>`case when ${conversations.parentA} = ${userId} then ${conversations.parentB} else ${conversations.parentA} end`;
  const conversationRows = await db
    .select({
      id: conversations.id,
      parentId: otherInConversation,
      firstName: profiles.firstName,
      createdAt: conversations.createdAt,
    })
    .from(conversations)
    .leftJoin(profiles, eq(profiles.id, otherInConversation))
    .where(or(eq(conversations.parentA, userId), eq(conversations.parentB, userId)))
    .orderBy(asc(conversations.createdAt), asc(conversations.id));
  const messageRows = conversationRows.length
    ? await db
        .select({
          conversationId: messages.conversationId,
          senderId: messages.senderId,
          text: messages.body,
          createdAt: messages.createdAt,
          readAt: messages.readAt,
        })
        .from(messages)
        .where(
          and(
            inArray(
              messages.conversationId,
              conversationRows.map((c) => c.id),
            ),
          ),
        )
        .orderBy(asc(messages.createdAt), asc(messages.id))
    : [];
  return conversationRows.map((c) => ({
    id: c.id,
    withParent: { id: c.parentId, firstName: c.firstName },
    createdAt: iso(c.createdAt),
    messages: messageRows
      .filter((m) => m.conversationId === c.id)
      .map((m) => ({
        fromMe: m.senderId === userId,
        text: m.text,
        createdAt: iso(m.createdAt),
        readAt: iso(m.readAt),
      })),
  }));
}
