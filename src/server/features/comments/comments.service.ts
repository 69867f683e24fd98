import { COMMENT_THREADS_PER_PAGE, COMMENTS_PER_MINUTE } from '../../../shared/comment-rules';
import type { Comment, CommentPage, CommentThread } from '../../../shared/schemas/comment';
import type { Database } from '../../db/client';
import { pruneTombstones, removeTopLevelComments } from '../../lib/comment-removal.queries';
import { encodeNewestFirstCursor, readNewestFirstCursor } from '../../lib/newest-first-cursor';
import { pgErrorCode, rejectUnstorableText } from '../../lib/pg-errors';
import { activityNotFound, commentNotFound, tooManyComments } from './comments.errors';
import {
  activityExists,
  deleteLike,
  deleteReplyRow,
  findCommentPlace,
  findCommentRow,
  insertComment,
  insertLike,
  listReplyRows,
  listThreadRows,
  lockAuthor,
  lockThread,
  recentComments,
  toComment,
  updateCommentContent,
} from './comments.queries';

const MINUTE = 60;

/** A page of the activity's threads, newest first, each with its replies; open to everyone. */
export async function listActivityComments(
  db: Database,
  viewerId: string | null,
  activityId: number,
  rawCursor: string | undefined,
): Promise<CommentPage> {
  const cursor = readNewestFirstCursor(rawCursor);
  if (!(await activityExists(db, activityId))) throw activityNotFound();
  const limit = COMMENT_THREADS_PER_PAGE;
  const rows = await listThreadRows(db, { activityId, viewerId, cursor, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const replies = await listReplyRows(
    db,
    page.map((r) => r.id),
    viewerId,
  );
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      ...toComment(row, viewerId),
      replies: replies.filter((r) => r.parentId === row.id).map((r) => toComment(r, viewerId)),
    })),
    nextCursor:
      rows.length > limit && last
        ? encodeNewestFirstCursor({ createdAt: last.cursorCreatedAt, id: last.id })
        : null,
  };
}

/** Refuses an eleventh comment within a minute; run under lockAuthor so it cannot be raced. */
async function checkRate(tx: Database, userId: string) {
  const { count, oldest } = await recentComments(tx, userId, MINUTE);
  if (count < COMMENTS_PER_MINUTE) return;
  const waitMs = oldest ? oldest.getTime() + MINUTE * 1000 - Date.now() : MINUTE * 1000;
  throw tooManyComments(Math.min(MINUTE, Math.max(1, Math.ceil(waitMs / 1000))));
}

/** The comment as its author now sees it. */
async function answer(db: Database, id: string, userId: string): Promise<Comment> {
  const row = await findCommentRow(db, id, userId);
  if (!row) throw commentNotFound();
  return toComment(row, userId);
}

export async function createActivityComment(
  db: Database,
  userId: string,
  activityId: number,
  content: string,
): Promise<CommentThread> {
  const id = await rejectUnstorableText(() =>
    db.transaction(async (tx) => {
      if (!(await activityExists(tx, activityId))) throw activityNotFound();
      await lockAuthor(tx, userId);
      await checkRate(tx, userId);
      return insertComment(tx, { activityId, parentId: null, authorId: userId, content });
    }),
  );
  return { ...(await answer(db, id, userId)), replies: [] };
}

/** A reply in the comment's thread (a reply to a reply joins the same thread). */
export async function replyToComment(
  db: Database,
  userId: string,
  commentId: string,
  content: string,
): Promise<Comment> {
  const id = await rejectUnstorableText(() =>
    db.transaction(async (tx) => {
      const target = await findCommentPlace(tx, commentId);
      if (!target) throw commentNotFound();
      // Held until the reply is in, so the thread cannot be deleted meanwhile.
      const thread = await lockThread(tx, target.parentId ?? target.id, 'share');
      if (!thread || thread.deletedAt !== null) throw commentNotFound();
      await lockAuthor(tx, userId);
      await checkRate(tx, userId);
      return insertComment(tx, {
        activityId: thread.activityId,
        parentId: thread.id,
        authorId: userId,
        content,
      });
    }),
  );
  return answer(db, id, userId);
}

export async function editComment(
  db: Database,
  userId: string,
  commentId: string,
  content: string,
): Promise<Comment> {
  const saved = await rejectUnstorableText(() =>
    updateCommentContent(db, { id: commentId, authorId: userId, content }),
  );
  if (!saved) throw commentNotFound();
  return answer(db, commentId, userId);
}

/**
 * Deletes the author's comment. A top-level comment with replies stays as 'Comment deleted';
 * the last reply of such a tombstone takes it along.
 */
export async function deleteComment(db: Database, userId: string, commentId: string) {
  await db.transaction(async (tx) => {
    const place = await findCommentPlace(tx, commentId);
    if (!place || place.authorId !== userId) throw commentNotFound();
    const threadId = place.parentId ?? place.id;
    // The thread first, in the same order as every other writer, so two deletions queue.
    const thread = await lockThread(tx, threadId, 'update');
    if (!thread) throw commentNotFound();
    if (place.parentId === null) {
      if (thread.deletedAt !== null) throw commentNotFound();
      await removeTopLevelComments(tx, [place.id]);
      return;
    }
    if (!(await deleteReplyRow(tx, place.id, userId))) throw commentNotFound();
    await pruneTombstones(tx, [threadId]);
  });
}

/** Likes (or, with `liked` false, unlikes) a live comment: one like per parent. */
export async function setLike(db: Database, userId: string, commentId: string, liked: boolean) {
  const place = await findCommentPlace(db, commentId);
  if (!place || place.deletedAt !== null) throw commentNotFound();
  if (liked) {
    // Deleted a moment ago: the like's foreign key refuses it.
    await insertLike(db, commentId, userId).catch((err: unknown) => {
      throw pgErrorCode(err) === '23503' ? commentNotFound() : err;
    });
  } else {
    await deleteLike(db, commentId, userId);
  }
  const row = await findCommentRow(db, commentId, userId);
  if (!row || row.deletedAt !== null) throw commentNotFound();
  return { likes: row.likes, likedByMe: row.likedByMe };
}
