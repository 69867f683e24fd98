import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { invalidateDiscussion, type DiscussionSubject } from './keys';

/** Starts a thread. */
export function createComment(subject: DiscussionSubject, content: string) {
  if (subject.kind === 'list') {
    return unwrap(
      api.comments.lists[':token'].$post({ param: { token: subject.token }, json: { content } }),
    );
  }
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
