/** The kids area's query keys: the list, one kid under it, and that kid's documents. */
export const kidsQueryKey = ['kids'] as const;

export const kidQueryKey = (id: string) => [...kidsQueryKey, id] as const;

export const kidDocumentsQueryKey = (kidId: string) =>
  [...kidQueryKey(kidId), 'documents'] as const;
