import { noticeLike, noticeReply } from './comment-notices';
import {
  COMMENT_RATE_LIMITED,
  COMMENT_THREADS_PER_PAGE,
  COMMENTS_PER_MINUTE,
} from '../../../shared/comment-rules';
import { HOURLY_LIMIT_MESSAGES, PARENT_LIMITS } from '../../../shared/parent-limits';
import type { Comment, CommentPage, CommentThread } from '../../../shared/schemas/comment';
import type { Database } from '../../db/client';
import { recordEvents } from '../../lib/realtime.queries';
import { pruneTombstones, removeTopLevelComments } from '../../lib/comment-removal.queries';
import { encodeNewestFirstCursor, readNewestFirstCursor } from '../../lib/newest-first-cursor';
import { pgErrorCode, rejectUnstorableText } from '../../lib/pg-errors';
import { commentNotFound, tooManyComments } from './comments.errors';
import {
  activityExists,
  type CommentSubject,
  deleteLike,
  deleteReplyRow,
  findCommentPlace,
  findCommentRow,
  findSharedListId,
  insertComment,
  listIsShared,
  insertLike,
  listReplyRows,
  listThreadRows,
  lockAuthor,
  lockThread,
  recentComments,
  toComment,
  updateCommentContent,
} from './comments.queries';
import { activityNotFound, sharedListNotFound } from '../../lib/refusals';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** A page of the activity's threads, newest first, each with its replies; open to everyone. */
export async function listActivityComments(
  db: Database,
  viewerId: string | null,
  activityId: number,
  rawCursor: string | undefined,
): Promise<CommentPage> {
  const cursor = readNewestFirstCursor(rawCursor);
  if (!(await activityExists(db, activityId))) throw activityNotFound();
  return listComments(db, viewerId, { activityId }, cursor);
}

/** The list's live share link, or the same 404 as the shared list's own page. */
async function sharedListId(db: Database, token: string) {
  const listId = await findSharedListId(db, token);
  if (!listId) throw sharedListNotFound();
  return listId;
}

/** A page of a shared list's threads: open to anyone holding the live link. */
export async function listSharedListComments(
  db: Database,
  viewerId: string | null,
  token: string,
  rawCursor: string | undefined,
): Promise<CommentPage> {
  const cursor = readNewestFirstCursor(rawCursor);
  const listId = await sharedListId(db, token);
  return listComments(db, viewerId, { listId }, cursor);
}

async function listComments(
  db: Database,
  viewerId: string | null,
  subject: CommentSubject,
  cursor: ReturnType<typeof readNewestFirstCursor>,
): Promise<CommentPage> {
  const limit = COMMENT_THREADS_PER_PAGE;
  const rows = await listThreadRows(db, { subject, viewerId, cursor, limit: limit + 1 });
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

/**
 * Refuses an eleventh comment within a minute, or a sixty-first within an hour
 * (shared/parent-limits.ts), counted from the comments themselves; run under lockAuthor so it
 * cannot be raced.
 */
async function checkRate(tx: Database, userId: string) {
  for (const [seconds, allowed, message] of [
    [MINUTE, COMMENTS_PER_MINUTE, COMMENT_RATE_LIMITED],
    [HOUR, PARENT_LIMITS.comments.perHour, HOURLY_LIMIT_MESSAGES.comments],
  ] as const) {
    const { count, oldest } = await recentComments(tx, userId, seconds);
    if (count < allowed) continue;
    const waitMs = oldest ? oldest.getTime() + seconds * 1000 - Date.now() : seconds * 1000;
    throw tooManyComments(Math.min(seconds, Math.max(1, Math.ceil(waitMs / 1000))), message);
  }
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
  return startThread(db, userId, content, async (tx) => {
    if (!(await activityExists(tx, activityId))) throw activityNotFound();
    return { activityId, listId: null };
  });
}

/** Starts a thread on a shared list; a wrong or revoked token → 404. */
export async function createSharedListComment(
  db: Database,
  userId: string,
  token: string,
  content: string,
): Promise<CommentThread> {
  return startThread(db, userId, content, async (tx) => ({
    activityId: null,
    listId: await sharedListId(tx, token),
  }));
}

async function startThread(
  db: Database,
  userId: string,
  content: string,
  subjectOf: (tx: Database) => Promise<{ activityId: number | null; listId: string | null }>,
): Promise<CommentThread> {
  const id = await rejectUnstorableText(() =>
    db.transaction(async (tx) => {
      const subject = await subjectOf(tx);
      await lockAuthor(tx, userId);
      await checkRate(tx, userId);
      return insertComment(tx, { ...subject, parentId: null, authorId: userId, content });
    }),
  );
  return { ...(await answer(db, id, userId)), replies: [] };
}

/** A list's discussion is closed while the list is private: its comments answer as not found. */
async function checkOpen(db: Database, place: { listId: string | null }) {
  if (place.listId !== null && !(await listIsShared(db, place.listId))) throw commentNotFound();
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
      await checkOpen(tx, thread);
      await lockAuthor(tx, userId);
      await checkRate(tx, userId);
      const reply = await insertComment(tx, {
        activityId: thread.activityId,
        listId: thread.listId,
        parentId: thread.id,
        authorId: userId,
        content,
      });
      // The parent replied to sees it arrive in an open discussion, without reloading.
      if (target.authorId !== null && target.authorId !== userId) {
        await recordEvents(tx, [
          { userId: target.authorId, type: 'comment', payload: { commentId: reply } },
        ]);
        const place = { activityId: thread.activityId, listId: thread.listId };
        await noticeReply(tx, { id: reply, content, authorId: userId, place }, target.authorId);
      }
      return reply;
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
  await checkOpen(db, place);
  if (liked) {
    const { authorId, content } = place;
    // Deleted a moment ago: the like's foreign key refuses it.
    await db
      .transaction(async (tx) => {
        await insertLike(tx, commentId, userId);
        if (authorId === null || content === null) return;
        const where = { activityId: place.activityId, listId: place.listId };
        await noticeLike(tx, { id: commentId, content, authorId, place: where }, userId);
      })
      .catch((err: unknown) => {
        throw pgErrorCode(err) === '23503' ? commentNotFound() : err;
      });
  } else {
    await deleteLike(db, commentId, userId);
  }
  const row = await findCommentRow(db, commentId, userId);
  if (!row || row.deletedAt !== null) throw commentNotFound();
  return { likes: row.likes, likedByMe: row.likedByMe };
}
