import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { discussionQueryKey, type DiscussionSubject } from './keys';

/**
 * One page of threads, newest first, each with its replies (GET /api/comments/activities/:id or
 * /api/comments/lists/:token).
 */
export function listComments(subject: DiscussionSubject, cursor?: string, signal?: AbortSignal) {
  const query = cursor ? { cursor } : {};
  if (subject.kind === 'list') {
    return unwrap(
      api.comments.lists[':token'].$get(
        { param: { token: subject.token }, query },
        { init: { signal } },
      ),
    );
  }
  return unwrap(
    api.comments.activities[':activityId'].$get(
      { param: { activityId: String(subject.activityId) }, query },
      { init: { signal } },
    ),
  );
}

export const discussionQueryOptions = (subject: DiscussionSubject) =>
  infiniteQueryOptions({
    queryKey: discussionQueryKey(subject),
    queryFn: ({ pageParam, signal }) => listComments(subject, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The discussion, a page of threads at a time ('Show older comments'). */
export function useDiscussion(subject: DiscussionSubject) {
  return useInfiniteQuery(discussionQueryOptions(subject));
}
