import type { QueryClient } from '@tanstack/react-query';

/** The collections area's query keys: favourites, lists (each list under them) and shared links. */
export const collectionsQueryKey = ['collections'] as const;
export const favoritesQueryKey = [...collectionsQueryKey, 'favorites'] as const;
export const listsQueryKey = [...collectionsQueryKey, 'lists'] as const;
export const listQueryKey = (id: string) => [...listsQueryKey, id] as const;
export const sharedListQueryKey = (token: string) =>
  [...collectionsQueryKey, 'shared', token] as const;

/** After any list edit: the lists, each list's own view, and shared views (their content moved). */
export function invalidateLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listsQueryKey }),
    queryClient.invalidateQueries({ queryKey: [...collectionsQueryKey, 'shared'] }),
  ]);
}
