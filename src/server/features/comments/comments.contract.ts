import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  CommentInputSchema,
  CommentLikesSchema,
  CommentPageSchema,
  CommentSchema,
  CommentThreadSchema,
} from '../../../shared/schemas/comment';
import { isShareToken } from '../../../shared/collection-rules';
import { requireUser } from '../../lib/auth';
import { pathParam, serialParam, uuidParam } from '../../lib/ids';
import { ErrorResponseSchema, json, jsonBody } from '../../lib/openapi';
import { commentNotFound } from './comments.errors';
import { activityNotFound, sharedListNotFound } from '../../lib/refusals';

/**
 * Comments on activities and on shared lists: anyone reads them (a list's through its live share
 * link), a signed-in parent writes, edits and deletes their own, and likes anyone's. Another
 * parent's comment id answers like one that does not exist.
 */

const tags = ['comments'];
const ActivityParamsSchema = z.object({ activityId: serialParam(activityNotFound) });
const CommentParamsSchema = z.object({ id: uuidParam(commentNotFound) });
const TokenParamsSchema = z.object({ token: pathParam(isShareToken, sharedListNotFound) });
const CursorQuerySchema = z.object({
  cursor: z.string().optional().meta({ description: 'nextCursor of the previous page' }),
});

const error = (description: string) => json(ErrorResponseSchema, description);
const unauthorized = error('Not signed in: User not authenticated');
const invalid = error('validation_failed: blank, or more than 2,000 characters');
const rateLimited = error('rate_limited: more than 10 comments in a minute');
const noComment = error("not_found: Comment not found (or another parent's, or deleted)");

export const listActivityCommentsRoute = createRoute({
  method: 'get',
  path: '/comments/activities/{activityId}',
  tags,
  summary: "An activity's threads, newest first, each with its replies (oldest first)",
  request: {
    params: ActivityParamsSchema,
    query: z.object({
      cursor: z.string().optional().meta({ description: 'nextCursor of the previous page' }),
    }),
  },
  responses: {
    200: json(CommentPageSchema, 'A page of threads'),
    400: error('validation_failed: a cursor this API did not give'),
    404: error('not_found: Activity not found'),
  },
});

export const createActivityCommentRoute = createRoute({
  method: 'post',
  path: '/comments/activities/{activityId}',
  tags,
  middleware: requireUser,
  summary: 'Start a thread on an activity',
  request: { params: ActivityParamsSchema, ...jsonBody(CommentInputSchema) },
  responses: {
    201: json(CommentThreadSchema, 'The new comment'),
    400: invalid,
    401: unauthorized,
    404: error('not_found: Activity not found'),
    429: rateLimited,
  },
});

const deadLink = error('not_found: This list is not shared, or the link is wrong');

export const listSharedListCommentsRoute = createRoute({
  method: 'get',
  path: '/comments/lists/{token}',
  tags,
  summary: "A shared list's threads, newest first, for anyone holding its live link",
  request: { params: TokenParamsSchema, query: CursorQuerySchema },
  responses: {
    200: json(CommentPageSchema, 'A page of threads'),
    400: error('validation_failed: a cursor this API did not give'),
    404: deadLink,
  },
});

export const createSharedListCommentRoute = createRoute({
  method: 'post',
  path: '/comments/lists/{token}',
  tags,
  middleware: requireUser,
  summary: 'Start a thread on a shared list (through its live link)',
  request: { params: TokenParamsSchema, ...jsonBody(CommentInputSchema) },
  responses: {
    201: json(CommentThreadSchema, 'The new comment'),
    400: invalid,
    401: unauthorized,
    404: deadLink,
    429: rateLimited,
  },
});

export const replyToCommentRoute = createRoute({
  method: 'post',
  path: '/comments/{id}/replies',
  tags,
  middleware: requireUser,
  summary: "Reply in a comment's thread (a reply to a reply joins the same thread)",
  request: { params: CommentParamsSchema, ...jsonBody(CommentInputSchema) },
  responses: {
    201: json(CommentSchema, 'The new reply'),
    400: invalid,
    401: unauthorized,
    404: noComment,
    429: rateLimited,
  },
});

export const editCommentRoute = createRoute({
  method: 'patch',
  path: '/comments/{id}',
  tags,
  middleware: requireUser,
  summary: 'Change the text of your own comment',
  request: { params: CommentParamsSchema, ...jsonBody(CommentInputSchema) },
  responses: {
    200: json(CommentSchema, 'The edited comment'),
    400: invalid,
    401: unauthorized,
    404: noComment,
  },
});

export const deleteCommentRoute = createRoute({
  method: 'delete',
  path: '/comments/{id}',
  tags,
  middleware: requireUser,
  summary: "Delete your own comment (one with replies stays as 'Comment deleted')",
  request: { params: CommentParamsSchema },
  responses: { 204: { description: 'Deleted' }, 401: unauthorized, 404: noComment },
});

export const likeCommentRoute = createRoute({
  method: 'put',
  path: '/comments/{id}/like',
  tags,
  middleware: requireUser,
  summary: 'Like a comment (once per parent; liking again changes nothing)',
  request: { params: CommentParamsSchema },
  responses: {
    200: json(CommentLikesSchema, 'The likes now'),
    401: unauthorized,
    404: noComment,
  },
});

export const unlikeCommentRoute = createRoute({
  method: 'delete',
  path: '/comments/{id}/like',
  tags,
  middleware: requireUser,
  summary: 'Take back your like',
  request: { params: CommentParamsSchema },
  responses: {
    200: json(CommentLikesSchema, 'The likes now'),
    401: unauthorized,
    404: noComment,
  },
});
