import { and, desc, eq, isNotNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { avatarLetter, UNNAMED_PARENT } from '../../../shared/network-rules';
import type { NetworkParent } from '../../../shared/schemas/network';
import type { Database } from '../../db/client';
import { blocks, connections, profiles, users } from '../../db/schema';
import { connectedBetween } from './connections.queries';

/** How another parent is shown: first name, avatar letter, region; never e-mail or anything else. */
export const parentColumns = {
  id: users.id,
  firstName: profiles.firstName,
  region: profiles.region,
};
export type ParentRow = { id: string; firstName: string | null; region: string | null };

export function toNetworkParent(row: ParentRow): NetworkParent {
  const firstName = row.firstName?.trim() || UNNAMED_PARENT;
  return { id: row.id, firstName, avatarLetter: avatarLetter(firstName), region: row.region };
}

/** Either of the two parents blocked the other. */
export const blockedBetween = (me: string | Placeholder, other: PgColumn | SQL | string): SQL =>
  sql`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${me} and ${blocks.blockedId} = ${other})
    or (${blocks.blockerId} = ${other} and ${blocks.blockedId} = ${me}))`;

/** The rule for messages: the two are connected, and neither blocks the other. */
export const mayMessageBetween = (me: string | Placeholder, other: PgColumn | SQL): SQL =>
  sql`(${connectedBetween(me, other)} and not ${blockedBetween(me, other)})`;

/** A pending or accepted connection joins the two parents. */
const linkedTo = (me: string, other: PgColumn): SQL =>
  sql`exists (select 1 from ${connections} where ${connections.status} <> 'declined' and
    least(${connections.requesterId}, ${connections.addresseeId}) = least(${me}::text, ${other}) and
    greatest(${connections.requesterId}, ${connections.addresseeId}) = greatest(${me}::text, ${other}))`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Discoverable parents with a first name, except me, anyone either of us blocked and anyone I am
 * already connected with or waiting on. `q` matches first name and region, typo-tolerant
 * (pg_trgm): best match first, then by name.
 */
export async function searchDirectory(
  db: Database,
  me: string,
  { q, offset, limit }: { q: string; offset: number; limit: number },
) {
  const base = and(
    eq(profiles.discoverable, true),
    isNotNull(profiles.firstName),
    sql`${users.id} <> ${me}`,
    sql`not ${blockedBetween(me, users.id)}`,
    sql`not ${linkedTo(me, users.id)}`,
  );
  const text = q.toLowerCase();
  const like = `%${escapeLike(text)}%`;
  const name = sql`lower(${profiles.firstName})`;
  const region = sql`lower(coalesce(${profiles.region}, ''))`;
  const score = text
    ? sql<number>`greatest(similarity(${name}, ${text}), word_similarity(${text}, ${region}),
        case when ${name} like ${like} or ${region} like ${like} then 1 else 0 end)`
    : undefined;
  const matches = text
    ? sql`(${name} like ${like} or ${region} like ${like} or similarity(${name}, ${text}) > 0.3
        or word_similarity(${text}, ${region}) > 0.5)`
    : sql`true`;
  return db
    .select(parentColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(base, matches))
    .orderBy(...(score ? [sql`${score} desc`] : []), name, users.id)
    .limit(limit)
    .offset(offset);
}

/** A parent who can be asked to connect: discoverable, named, and no block either way. */
export async function findRequestableParent(db: Database, me: string, parentId: string) {
  const [row] = await db
    .select(parentColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(
      and(
        eq(users.id, parentId),
        eq(profiles.discoverable, true),
        isNotNull(profiles.firstName),
        sql`not ${blockedBetween(me, users.id)}`,
      ),
    );
  return row ?? null;
}

/** Any parent by id (to block one who is no longer discoverable). */
export async function findParent(db: Database, parentId: string) {
  const [row] = await db
    .select(parentColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, parentId));
  return row ?? null;
}

/** Whether I may message the other parent now: connected, and neither blocks the other. */
export async function mayMessage(db: Database, me: string, otherId: string) {
  const [row] = await db
    .select({ may: mayMessageBetween(me, users.id).mapWith(Boolean) })
    .from(users)
    .where(eq(users.id, otherId));
  return row?.may ?? false;
}

export async function insertBlock(db: Database, blockerId: string, blockedId: string) {
  await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

/** The parents I blocked, most recent first. */
export async function listBlockedParents(db: Database, me: string) {
  return db
    .select({ parent: parentColumns, blockedAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(blocks.blockerId, me))
    .orderBy(desc(blocks.createdAt), blocks.blockedId);
}

/** Lifts my block of a parent (theirs of me, if any, stays); false when I had none. */
export async function deleteBlock(db: Database, blockerId: string, blockedId: string) {
  const rows = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ blockedId: blocks.blockedId });
  return rows.length > 0;
}
