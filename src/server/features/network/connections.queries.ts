import { aliasedTable, and, desc, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { connections, conversations, profiles, users } from '../../db/schema';

/** Plain Drizzle functions on connections; every one names the signed-in parent. */

export type ConnectionRow = typeof connections.$inferSelect;

const pair = (a: string, b: string) =>
  or(
    and(eq(connections.requesterId, a), eq(connections.addresseeId, b)),
    and(eq(connections.requesterId, b), eq(connections.addresseeId, a)),
  );

/** The two parents are connected (an accepted request, either way), read on the pair index. */
export const connectedBetween = (me: string | Placeholder, other: PgColumn | SQL | string): SQL =>
  sql`exists (select 1 from ${connections} where ${connections.status} = 'accepted' and
    least(${connections.requesterId}, ${connections.addresseeId}) = least(${me}::text, ${other}) and
    greatest(${connections.requesterId}, ${connections.addresseeId}) = greatest(${me}::text, ${other}))`;

/** The one connection row of the two parents, if any (locked in a transaction). */
export async function findConnectionBetween(db: Database, me: string, other: string) {
  const [row] = await db.select().from(connections).where(pair(me, other)).for('update');
  return row ?? null;
}

export async function insertConnection(db: Database, requesterId: string, addresseeId: string) {
  const [row] = await db.insert(connections).values({ requesterId, addresseeId }).returning();
  if (!row) throw new Error('connection insert returned no row');
  return row;
}

/** A declined pair asks again: the row becomes a new pending request from `requesterId`. */
export async function renewConnection(
  db: Database,
  id: string,
  requesterId: string,
  addresseeId: string,
) {
  const [row] = await db
    .update(connections)
    .set({ requesterId, addresseeId, status: 'pending', createdAt: sql`now()`, respondedAt: null })
    .where(eq(connections.id, id))
    .returning();
  if (!row) throw new Error('connection update returned no row');
  return row;
}

/** Accepts or declines a pending request addressed to me; null when there is none. */
export async function answerConnection(
  db: Database,
  me: string,
  id: string,
  status: 'accepted' | 'declined',
) {
  const [row] = await db
    .update(connections)
    .set({ status, respondedAt: sql`now()` })
    .where(
      and(
        eq(connections.id, id),
        eq(connections.addresseeId, me),
        eq(connections.status, 'pending'),
      ),
    )
    .returning();
  return row ?? null;
}

/** Withdraws my pending request or removes an accepted connection; null when neither. */
export async function deleteConnection(db: Database, me: string, id: string) {
  const [row] = await db
    .delete(connections)
    .where(
      and(
        eq(connections.id, id),
        or(
          and(eq(connections.requesterId, me), eq(connections.status, 'pending')),
          and(
            eq(connections.status, 'accepted'),
            or(eq(connections.requesterId, me), eq(connections.addresseeId, me)),
          ),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

export async function deleteConnectionBetween(db: Database, me: string, other: string) {
  await db.delete(connections).where(pair(me, other));
}

const other = aliasedTable(users, 'other');
const otherProfile = aliasedTable(profiles, 'other_profile');

/**
 * My pending and accepted connections with the other parent and our conversation, newest first.
 * Declined rows are kept only for the cooldown and are not listed.
 */
export async function listConnectionRows(db: Database, me: string) {
  const otherId = sql<string>`case when ${connections.requesterId} = ${me} then ${connections.addresseeId} else ${connections.requesterId} end`;
  return db
    .select({
      connection: connections,
      parent: { id: other.id, firstName: otherProfile.firstName, region: otherProfile.region },
      conversationId: conversations.id,
    })
    .from(connections)
    .innerJoin(other, eq(other.id, otherId))
    .leftJoin(otherProfile, eq(otherProfile.id, other.id))
    .leftJoin(
      conversations,
      and(
        eq(
          conversations.parentA,
          sql`least(${connections.requesterId}, ${connections.addresseeId})`,
        ),
        eq(
          conversations.parentB,
          sql`greatest(${connections.requesterId}, ${connections.addresseeId})`,
        ),
      ),
    )
    .where(
      and(
        or(eq(connections.requesterId, me), eq(connections.addresseeId, me)),
        sql`${connections.status} <> 'declined'`,
      ),
    )
    .orderBy(desc(connections.createdAt), desc(connections.id));
}
