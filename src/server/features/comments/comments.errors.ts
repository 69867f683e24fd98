import { COMMENT_NOT_FOUND, COMMENT_RATE_LIMITED } from '../../../shared/comment-rules';
import { notFound, rateLimited } from '../../lib/http-errors';

export const activityNotFound = () => notFound('Activity not found');
/** A wrong token and a revoked one answer alike, as the shared list itself does. */
export const sharedListNotFound = () => notFound('This list is not shared, or the link is wrong');
/** Also another parent's comment (for editing or deleting) and a deleted one. */
export const commentNotFound = () => notFound(COMMENT_NOT_FOUND);
export const tooManyComments = (retryAfterSeconds: number) =>
  rateLimited(COMMENT_RATE_LIMITED, retryAfterSeconds, { retryAfterSeconds });
