import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { patchComment, type DiscussionSubject } from './keys';

/** Saves the new text of the parent's own comment. */
export function editComment(commentId: string, content: string) {
  return unwrap(api.comments[':id'].$patch({ param: { id: commentId }, json: { content } }));
}

export function useEditComment(subject: DiscussionSubject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, content }: { commentId: string; content: string }) =>
      editComment(commentId, content),
    onSuccess: (comment) =>
      patchComment(queryClient, subject, comment.id, {
        content: comment.content,
        editedAt: comment.editedAt,
      }),
  });
}
