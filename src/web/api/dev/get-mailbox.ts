import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';

export function getMailbox(signal?: AbortSignal) {
  return unwrap(api.dev.mailbox.$get(undefined, { init: { signal } }));
}

export type MailboxItem = Awaited<ReturnType<typeof getMailbox>>['items'][number];

export const mailboxQueryOptions = () =>
  queryOptions({
    queryKey: ['dev-mailbox'],
    queryFn: ({ signal }) => getMailbox(signal),
    // Newest first, whatever order the server sends.
    select: (data) =>
      [...data.items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)),
    staleTime: 0,
  });

export function useMailbox() {
  return useQuery(mailboxQueryOptions());
}
