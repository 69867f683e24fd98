import type { ApiBody } from './api-types';

type Page = ApiBody<'GET /api/comments/activities/:activityId'>;
export type ThreadAnswer = Page['items'][number];
export type CommentAnswer = Omit<ThreadAnswer, 'replies'>;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

let ids = 0;
/** A uuid-shaped id of its own for each answer. */
const nextId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

/** A comment (or reply) as the comments API answers it: by Sam, 5 minutes ago, no likes. */
export function commentAnswer(
  overrides: Partial<CommentAnswer> & { minutesAgo?: number } = {},
): CommentAnswer {
  const { minutesAgo: ago = 5, ...rest } = overrides;
  return {
    id: nextId(),
    parentId: null,
    author: { firstName: 'Sam' },
    content: 'Is there parking nearby?',
    deleted: false,
    mine: false,
    likes: 0,
    likedByMe: false,
    createdAt: minutesAgo(ago),
    editedAt: null,
    ...rest,
  };
}

/** A thread: a top-level comment and its replies. */
export function threadAnswer(
  overrides: Partial<CommentAnswer> & { minutesAgo?: number } = {},
  replies: CommentAnswer[] = [],
): ThreadAnswer {
  const top = commentAnswer(overrides);
  return { ...top, replies: replies.map((r) => ({ ...r, parentId: top.id })) };
}

export const commentPage = (items: ThreadAnswer[], nextCursor: string | null = null): Page => ({
  items,
  nextCursor,
});
