import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateListInput } from '../../../shared/schemas/collections';
import { api, unwrap } from '../../lib/api-client';
import { invalidateLists } from './keys';

/** A new list; with activityId, that activity is its first item (one step). */
export function createList(input: CreateListInput) {
  return unwrap(api.collections.lists.$post({ json: input }));
}

export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createList, onSettled: () => invalidateLists(queryClient) });
}
