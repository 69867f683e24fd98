import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { invalidateLists } from './keys';

type ItemInput = { listId: string; activityId: number };

/** Adds an activity to a list; one already in it is ignored by the server. */
export function addToList({ listId, activityId }: ItemInput) {
  const param = { id: listId, activityId: String(activityId) };
  return unwrap(api.collections.lists[':id'].items[':activityId'].$put({ param }));
}

export function useAddToList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addToList, onSettled: () => invalidateLists(queryClient) });
}

export function removeFromList({ listId, activityId }: ItemInput) {
  const param = { id: listId, activityId: String(activityId) };
  return unwrap(api.collections.lists[':id'].items[':activityId'].$delete({ param }));
}

export function useRemoveFromList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeFromList, onSettled: () => invalidateLists(queryClient) });
}
