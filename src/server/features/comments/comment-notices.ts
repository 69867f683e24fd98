import { UNNAMED_PARENT } from '../../../shared/comment-rules';
import { previewOf } from '../../../shared/notifications';
import type { Database } from '../../db/client';
import { notify } from '../../lib/notify';
import { discussionLink, firstNameOf } from '../../lib/notify.queries';

type Place = { activityId: number | null; listId: string | null };

/** The author of a comment hears of a reply to it (not of their own). */
export async function noticeReply(
  tx: Database,
  reply: { id: string; content: string; authorId: string; place: Place },
  recipientId: string,
) {
  if (recipientId === reply.authorId) return;
  const name = (await firstNameOf(tx, reply.authorId)) ?? UNNAMED_PARENT;
  await notify(tx, [
    {
      userId: recipientId,
      kind: 'comment',
      title: `${name} replied to your comment`,
      body: previewOf(reply.content),
      link: await discussionLink(tx, reply.place, recipientId),
      key: `comment:reply:${reply.id}`,
      data: { commentId: reply.id },
    },
  ]);
}

/** The author of a comment hears of a like, once per parent who likes it (unlike and like again: once). */
export async function noticeLike(
  tx: Database,
  comment: { id: string; content: string; authorId: string; place: Place },
  likerId: string,
) {
  if (likerId === comment.authorId) return;
  const name = (await firstNameOf(tx, likerId)) ?? UNNAMED_PARENT;
  await notify(tx, [
    {
      userId: comment.authorId,
      kind: 'comment',
      title: `${name} liked your comment`,
      body: previewOf(comment.content),
      link: await discussionLink(tx, comment.place, comment.authorId),
      key: `comment:like:${comment.id}:${likerId}`,
      data: { commentId: comment.id },
    },
  ]);
}
