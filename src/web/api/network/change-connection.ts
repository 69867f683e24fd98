import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { networkQueryKey } from './keys';

/** Every connection change moves parents between the directory, the sections and the chats. */
function useNetworkMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkQueryKey }),
  });
}

/** Ask a parent to connect (answers status 'accepted' when it accepted their earlier request). */
export const useRequestConnection = () =>
  useNetworkMutation((parentId: string) =>
    unwrap(api.network.connections.$post({ json: { parentId } })),
  );

export const useAnswerConnection = () =>
  useNetworkMutation(({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
    unwrap(
      answer === 'accept'
        ? api.network.connections[':id'].accept.$post({ param: { id } })
        : api.network.connections[':id'].decline.$post({ param: { id } }),
    ),
  );

/** Withdraw my request or remove a connection. */
export const useRemoveConnection = () =>
  useNetworkMutation((id: string) =>
    unwrap(api.network.connections[':id'].$delete({ param: { id } })),
  );

export const useBlockParent = () =>
  useNetworkMutation((parentId: string) =>
    unwrap(api.network.blocks.$post({ json: { parentId } })),
  );

/** Lift my block: they can find and ask me again; nothing else comes back. */
export const useUnblockParent = () =>
  useNetworkMutation((parentId: string) =>
    unwrap(api.network.blocks[':parentId'].$delete({ param: { parentId } })),
  );
