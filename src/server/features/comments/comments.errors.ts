import { COMMENT_NOT_FOUND, COMMENT_RATE_LIMITED } from '../../../shared/comment-rules';
import { AppError, notFound } from '../../lib/http-errors';

export const activityNotFound = () => notFound('Activity not found');
/** A wrong token and a revoked one answer alike, as the shared list itself does. */
export const sharedListNotFound = () => notFound('This list is not shared, or the link is wrong');
/** Also another parent's comment (for editing or deleting) and a deleted one. */
export const commentNotFound = () => notFound(COMMENT_NOT_FOUND);
export const tooManyComments = (retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', COMMENT_RATE_LIMITED, { retryAfterSeconds });
