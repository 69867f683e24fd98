import { formatCount } from './display-format';
import { PARENT_LIMITS } from './parent-limits';

/** Comments on activities: the limits and the words a parent reads when one is reached. */

/** Characters (UTF-16 units, as a text box counts them) in one comment. */
export const COMMENT_MAX_LENGTH = 2000;
/** Comments and replies one parent may post in any 60 seconds (shared/parent-limits.ts). */
export const COMMENTS_PER_MINUTE = PARENT_LIMITS.comments.perMinute;
/** Threads (top-level comments with their replies) per page, newest first. */
export const COMMENT_THREADS_PER_PAGE = 10;

export const COMMENT_REQUIRED = 'Please write a comment before sending.';
export const COMMENT_TOO_LONG = `A comment can be at most ${formatCount(COMMENT_MAX_LENGTH)} characters.`;
export const COMMENT_RATE_LIMITED = `You're commenting very quickly: at most ${COMMENTS_PER_MINUTE} comments a minute. Please wait a moment and try again.`;
export const COMMENT_NOT_FOUND = 'Comment not found';
/** What stays of a deleted comment that others have replied to. */
export const COMMENT_DELETED = 'Comment deleted';
/** The name shown for a parent who has not told us their first name yet (one rule for all). */
export { UNNAMED_PARENT } from './network-rules';

/**
 * The stored text of a comment: line breaks as '\n', and no blank lines or spaces before the
 * first word or after the last (the newlines inside are kept).
 */
export const normalizeCommentText = (text: string) => text.replace(/\r\n?/g, '\n').trim();
