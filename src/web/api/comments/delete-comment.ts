import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { invalidateDiscussion, type DiscussionSubject } from './keys';

/** Deletes the parent's own comment (one with replies stays as 'Comment deleted'). */
export function deleteComment(commentId: string) {
  return unwrap(api.comments[':id'].$delete({ param: { id: commentId } }));
}

export function useDeleteComment(subject: DiscussionSubject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSettled: () => invalidateDiscussion(queryClient, subject),
  });
}
