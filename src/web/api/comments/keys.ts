import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Comment, CommentPage } from '../../../shared/schemas/comment';

/** What a discussion is about: an activity, or a shared list (reached through its link's token). */
export type DiscussionSubject =
  { kind: 'activity'; activityId: number } | { kind: 'list'; token: string };

export const commentsQueryKey = ['comments'] as const;

export const discussionQueryKey = (subject: DiscussionSubject) =>
  [
    ...commentsQueryKey,
    subject.kind,
    subject.kind === 'activity' ? subject.activityId : subject.token,
  ] as const;

/** After a comment is written, edited or deleted: the discussion is read again. */
export function invalidateDiscussion(queryClient: QueryClient, subject: DiscussionSubject) {
  return queryClient.invalidateQueries({ queryKey: discussionQueryKey(subject) });
}

/** Changes one comment (a thread or a reply) wherever it is in the loaded pages. */
export function patchComment(
  queryClient: QueryClient,
  subject: DiscussionSubject,
  id: string,
  patch: Partial<Comment>,
) {
  queryClient.setQueryData<InfiniteData<CommentPage>>(discussionQueryKey(subject), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((thread) =>
              thread.id === id
                ? { ...thread, ...patch }
                : {
                    ...thread,
                    replies: thread.replies.map((r) => (r.id === id ? { ...r, ...patch } : r)),
                  },
            ),
          })),
        }
      : data,
  );
}
