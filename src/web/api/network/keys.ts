/** The parent network's query keys: directory searches, connections, conversations and threads. */
export const networkQueryKey = ['network'] as const;
export const directoryQueryKey = (q: string) => [...networkQueryKey, 'parents', q] as const;
export const connectionsQueryKey = [...networkQueryKey, 'connections'] as const;
export const conversationsQueryKey = [...networkQueryKey, 'conversations'] as const;
export const messagesQueryKey = (conversationId: string) =>
  [...conversationsQueryKey, conversationId, 'messages'] as const;
export const blocksQueryKey = [...networkQueryKey, 'blocks'] as const;
