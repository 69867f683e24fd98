import { z } from 'zod';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_REQUIRED,
  COMMENT_TOO_LONG,
  normalizeCommentText,
} from '../comment-rules';

/** A comment's text as a parent writes it: plain text, never HTML; newlines kept. */
export const CommentTextSchema = z
  .string({ error: COMMENT_REQUIRED })
  .transform(normalizeCommentText)
  .pipe(z.string().min(1, COMMENT_REQUIRED).max(COMMENT_MAX_LENGTH, COMMENT_TOO_LONG));

/** POST a comment or a reply, PATCH an edit. */
export const CommentInputSchema = z
  .object({ content: CommentTextSchema })
  .meta({ id: 'CommentInput' });
export type CommentInput = z.input<typeof CommentInputSchema>;

export const CommentSchema = z
  .object({
    id: z.uuid(),
    /** The thread's top-level comment, for a reply; null for a top-level comment. */
    parentId: z.uuid().nullable(),
    /** Null once deleted: the comment stays only as 'Comment deleted' because it has replies. */
    author: z.object({ firstName: z.string() }).nullable(),
    content: z.string().nullable(),
    deleted: z.boolean(),
    /** The signed-in parent wrote it (always false when signed out). */
    mine: z.boolean(),
    likes: z.number().int().nonnegative(),
    likedByMe: z.boolean(),
    createdAt: z.string(),
    editedAt: z.string().nullable(),
  })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof CommentSchema>;

/** A top-level comment with its replies, oldest reply first. */
export const CommentThreadSchema = CommentSchema.extend({ replies: z.array(CommentSchema) }).meta({
  id: 'CommentThread',
});
export type CommentThread = z.infer<typeof CommentThreadSchema>;

export const CommentPageSchema = z
  .object({ items: z.array(CommentThreadSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'CommentPage' });
export type CommentPage = z.infer<typeof CommentPageSchema>;

export const CommentLikesSchema = z
  .object({ likes: z.number().int().nonnegative(), likedByMe: z.boolean() })
  .meta({ id: 'CommentLikes' });
