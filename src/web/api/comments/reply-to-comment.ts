import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { invalidateDiscussion, type DiscussionSubject } from './keys';

/** A reply in the comment's thread. */
export function replyToComment(commentId: string, content: string) {
  return unwrap(api.comments[':id'].replies.$post({ param: { id: commentId }, json: { content } }));
}

export function useReplyToComment(subject: DiscussionSubject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, content }: { commentId: string; content: string }) =>
      replyToComment(commentId, content),
    onSuccess: () => invalidateDiscussion(queryClient, subject),
  });
}
