import { COMMENT_NOT_FOUND, COMMENT_RATE_LIMITED } from '../../../shared/comment-rules';
import { notFound, rateLimited } from '../../lib/http-errors';

/** Also another parent's comment (for editing or deleting) and a deleted one. */
export const commentNotFound = () => notFound(COMMENT_NOT_FOUND);
export const tooManyComments = (retryAfterSeconds: number, message = COMMENT_RATE_LIMITED) =>
  rateLimited(message, retryAfterSeconds, { retryAfterSeconds });
