import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { UNNAMED_PARENT } from '../../../shared/comment-rules';
import type { Comment } from '../../../shared/schemas/comment';
import type { Database } from '../../db/client';
import { activities, activityLists, commentLikes, comments, profiles } from '../../db/schema';
import type { NewestFirstCursor } from '../../lib/newest-first-cursor';
import { createdAtCursorText, olderThanCursor } from '../../lib/newest-first-cursor.queries';

/**
 * Plain Drizzle functions for comments. Anyone may read an activity's comments; writes are
 * scoped to the author (another parent's comment is simply not found).
 */

/** The fields of a comment as `viewerId` (null: signed out) sees it. */
const commentFields = (viewerId: string | null) => ({
  id: comments.id,
  parentId: comments.parentId,
  authorId: comments.authorId,
  firstName: sql<string>`coalesce(nullif(btrim(${profiles.firstName}), ''), ${UNNAMED_PARENT})`,
  content: comments.content,
  deletedAt: comments.deletedAt,
  createdAt: comments.createdAt,
  cursorCreatedAt: createdAtCursorText(comments.createdAt),
  editedAt: comments.editedAt,
  likes: sql<number>`(select count(*) from ${commentLikes} where ${commentLikes.commentId} = ${comments.id})::int`,
  likedByMe: viewerId
    ? sql<boolean>`exists (select 1 from ${commentLikes} where ${commentLikes.commentId} = ${comments.id} and ${commentLikes.userId} = ${viewerId})`
    : sql<boolean>`false`,
});

const selectComments = (db: Database, viewerId: string | null) =>
  db
    .select(commentFields(viewerId))
    .from(comments)
    .leftJoin(profiles, eq(profiles.id, comments.authorId));

export async function activityExists(db: Database, activityId: number) {
  const [row] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.id, activityId));
  return row !== undefined;
}

/** What a discussion is about: an activity, or a list (seen through its share link). */
export type CommentSubject = { activityId: number } | { listId: string };

/** The list behind a live share link; undefined for a wrong or revoked token. */
export async function findSharedListId(db: Database, token: string) {
  const [row] = await db
    .select({ id: activityLists.id })
    .from(activityLists)
    .where(and(eq(activityLists.shareToken, token), eq(activityLists.isShared, true)));
  return row?.id;
}

/** Whether the list is shared right now (its discussion is open to link holders). */
export async function listIsShared(db: Database, listId: string) {
  const [row] = await db
    .select({ isShared: activityLists.isShared })
    .from(activityLists)
    .where(eq(activityLists.id, listId));
  return row?.isShared === true;
}

const subjectIs = (subject: CommentSubject) =>
  'activityId' in subject
    ? eq(comments.activityId, subject.activityId)
    : eq(comments.listId, subject.listId);

/** Up to `limit` top-level comments of the subject, newest first, after the cursor. */
export function listThreadRows(
  db: Database,
  p: {
    subject: CommentSubject;
    viewerId: string | null;
    cursor?: NewestFirstCursor;
    limit: number;
  },
) {
  return selectComments(db, p.viewerId)
    .where(
      and(
        subjectIs(p.subject),
        isNull(comments.parentId),
        p.cursor ? olderThanCursor(comments.createdAt, comments.id, p.cursor) : undefined,
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(p.limit);
}

/** The replies in these threads, oldest first. */
export function listReplyRows(db: Database, threadIds: string[], viewerId: string | null) {
  if (threadIds.length === 0) return Promise.resolve([]);
  return selectComments(db, viewerId)
    .where(inArray(comments.parentId, threadIds))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

export async function findCommentRow(db: Database, id: string, viewerId: string | null) {
  const [row] = await selectComments(db, viewerId).where(eq(comments.id, id));
  return row;
}

/** A comment's place, unlocked: whose it is, its thread, whether it is deleted. */
export async function findCommentPlace(db: Database, id: string) {
  const [row] = await db
    .select({
      id: comments.id,
      activityId: comments.activityId,
      listId: comments.listId,
      parentId: comments.parentId,
      authorId: comments.authorId,
      content: comments.content,
      deletedAt: comments.deletedAt,
    })
    .from(comments)
    .where(eq(comments.id, id));
  return row;
}

/**
 * Locks a live top-level comment: `share` while a reply is added (it cannot be deleted
 * meanwhile), `update` while it or one of its replies is deleted. Undefined when there is none.
 */
export async function lockThread(db: Database, id: string, mode: 'share' | 'update') {
  const [row] = await db
    .select({
      id: comments.id,
      activityId: comments.activityId,
      listId: comments.listId,
      deletedAt: comments.deletedAt,
    })
    .from(comments)
    .where(and(eq(comments.id, id), isNull(comments.parentId)))
    .for(mode);
  return row;
}

/** Serialises one parent's comment writes, so the per-minute count cannot be raced past. */
export async function lockAuthor(db: Database, userId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`comments:${userId}`}))`);
}

/** The parent's comments in the last `seconds`, and when the oldest of them was written. */
export async function recentComments(db: Database, userId: string, seconds: number) {
  const [row] = await db
    .select({
      count: count(),
      oldest: sql<Date | null>`min(${comments.createdAt})`.mapWith(comments.createdAt),
    })
    .from(comments)
    .where(
      and(
        eq(comments.authorId, userId),
        gt(comments.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

export async function insertComment(
  db: Database,
  values: {
    activityId: number | null;
    listId: string | null;
    parentId: string | null;
    authorId: string;
    content: string;
  },
) {
  const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
  if (!row) throw new Error('insert into comments returned no row');
  return row.id;
}

/** Saves the author's new text; false when it is not theirs or is deleted. */
export async function updateCommentContent(
  db: Database,
  p: { id: string; authorId: string; content: string },
) {
  const rows = await db
    .update(comments)
    .set({ content: p.content, editedAt: sql`now()` })
    .where(
      and(eq(comments.id, p.id), eq(comments.authorId, p.authorId), isNull(comments.deletedAt)),
    )
    .returning({ id: comments.id });
  return rows.length > 0;
}

/** Removes the author's reply; false when it is not theirs. */
export async function deleteReplyRow(db: Database, id: string, authorId: string) {
  const rows = await db
    .delete(comments)
    .where(and(eq(comments.id, id), eq(comments.authorId, authorId)))
    .returning({ id: comments.id });
  return rows.length > 0;
}

export async function insertLike(db: Database, commentId: string, userId: string) {
  await db.insert(commentLikes).values({ commentId, userId }).onConflictDoNothing();
}

export async function deleteLike(db: Database, commentId: string, userId: string) {
  await db
    .delete(commentLikes)
    .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)));
}

export type CommentRow = Awaited<ReturnType<typeof listThreadRows>>[number];

/** A row as the API shows it to `viewerId`. */
export function toComment(row: CommentRow, viewerId: string | null): Comment {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    parentId: row.parentId,
    author: deleted ? null : { firstName: row.firstName },
    content: deleted ? null : row.content,
    deleted,
    mine: !deleted && viewerId !== null && row.authorId === viewerId,
    likes: deleted ? 0 : row.likes,
    likedByMe: !deleted && row.likedByMe,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt ? row.editedAt.toISOString() : null,
  };
}
