import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { invalidateDiscussion, type DiscussionSubject } from './keys';

/** Starts a thread. */
export function createComment(subject: DiscussionSubject, content: string) {
  return unwrap(
    api.comments.activities[':activityId'].$post({
      param: { activityId: String(subject.activityId) },
      json: { content },
    }),
  );
}

export function useCreateComment(subject: DiscussionSubject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => createComment(subject, content),
    onSuccess: () => invalidateDiscussion(queryClient, subject),
  });
}
