import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { patchComment, type DiscussionSubject } from './keys';

/** Likes (liked true) or unlikes a comment; answers the count as it now is. */
export function setCommentLike(commentId: string, liked: boolean) {
  const like = api.comments[':id'].like;
  const param = { param: { id: commentId } };
  return unwrap(liked ? like.$put(param) : like.$delete(param));
}

export function useLikeComment(subject: DiscussionSubject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, liked }: { commentId: string; liked: boolean }) =>
      setCommentLike(commentId, liked),
    onSuccess: (likes, { commentId }) => patchComment(queryClient, subject, commentId, likes),
  });
}
