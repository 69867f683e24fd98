import { and, eq, exists, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { commentLikes, comments } from '../db/schema';

/**
 * How comments go away, for their author (comments area) and for a deleted account (account
 * area): a top-level comment that others replied to stays as a tombstone ('Comment deleted': no
 * author, no content, no likes) so the thread still reads; any other comment is removed. A
 * tombstone whose last reply goes is removed too.
 */

const replyOf = sql`(select 1 from ${comments} as replies where replies.parent_id = ${comments.id})`;
const hasReplies = exists(replyOf);
const hasNoReplies = notExists(replyOf);

/** Removes these top-level comments, keeping a tombstone of each that has replies. */
export async function removeTopLevelComments(tx: Database, ids: string[]) {
  if (ids.length === 0) return;
  const topLevel = and(inArray(comments.id, ids), isNull(comments.parentId));
  const kept = await tx
    .update(comments)
    .set({ content: null, authorId: null, editedAt: null, deletedAt: sql`now()` })
    .where(and(topLevel, isNull(comments.deletedAt), hasReplies))
    .returning({ id: comments.id });
  if (kept.length > 0) {
    await tx.delete(commentLikes).where(
      inArray(
        commentLikes.commentId,
        kept.map((k) => k.id),
      ),
    );
  }
  await tx.delete(comments).where(and(topLevel, hasNoReplies));
}

/** Removes the tombstones among these comments that no longer have a reply. */
export async function pruneTombstones(tx: Database, ids: string[]) {
  if (ids.length === 0) return;
  await tx
    .delete(comments)
    .where(and(inArray(comments.id, ids), isNotNull(comments.deletedAt), hasNoReplies));
}

/** Everything a parent wrote, as their account is deleted (inside its transaction). */
export async function removeCommentsOfAuthor(tx: Database, userId: string) {
  const ownReplies = await tx
    .delete(comments)
    .where(and(eq(comments.authorId, userId), isNotNull(comments.parentId)))
    .returning({ threadId: comments.parentId });
  const own = await tx
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.authorId, userId), isNull(comments.parentId)));
  await removeTopLevelComments(
    tx,
    own.map((c) => c.id),
  );
  const threads = new Set(ownReplies.flatMap((r) => (r.threadId ? [r.threadId] : [])));
  await pruneTombstones(tx, [...threads]);
}
