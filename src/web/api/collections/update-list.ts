import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateListInput } from '../../../shared/schemas/collections';
import { api, unwrap } from '../../lib/api-client';
import { invalidateLists } from './keys';

/** Renames, describes, or turns sharing on (a new link) or off (the old link dies). */
export function updateList({ id, ...json }: UpdateListInput & { id: string }) {
  return unwrap(api.collections.lists[':id'].$patch({ param: { id }, json }));
}

export function useUpdateList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateList, onSettled: () => invalidateLists(queryClient) });
}
