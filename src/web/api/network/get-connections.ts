import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { connectionsQueryKey } from './keys';

export function listConnections(signal?: AbortSignal) {
  return unwrap(api.network.connections.$get(undefined, { init: { signal } }));
}

export const connectionsQueryOptions = () =>
  queryOptions({ queryKey: connectionsQueryKey, queryFn: ({ signal }) => listConnections(signal) });

/** Requests to me, requests I sent, and my connections. */
export function useConnections() {
  return useQuery(connectionsQueryOptions());
}
