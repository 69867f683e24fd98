import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { blocksQueryKey } from './keys';

export function listBlocks(signal?: AbortSignal) {
  return unwrap(api.network.blocks.$get(undefined, { init: { signal } }));
}

/** The parents I blocked, most recent first. */
export function useBlocks() {
  return useQuery({ queryKey: blocksQueryKey, queryFn: ({ signal }) => listBlocks(signal) });
}
