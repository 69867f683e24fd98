import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { useMe } from '../me/get-me';
import { favoritesQueryKey } from './keys';

/**
 * The parent's favourites (GET /api/collections/favorites). One cache entry for every heart on
 * every screen, so a heart is right everywhere at once.
 */
export function listFavorites(signal?: AbortSignal) {
  return unwrap(api.collections.favorites.$get(undefined, { init: { signal } }));
}

export const favoritesQueryOptions = () =>
  queryOptions({ queryKey: favoritesQueryKey, queryFn: ({ signal }) => listFavorites(signal) });

/** The favourites of the signed-in parent; idle (no request) while signed out. */
export function useFavorites() {
  const me = useMe();
  return useQuery({ ...favoritesQueryOptions(), enabled: Boolean(me.data?.user) });
}

/** Whether the activity is one of the parent's favourites (false while unknown). */
export function useIsFavorite(activityId: number) {
  const favorites = useFavorites();
  return favorites.data?.items.some((f) => f.activityId === activityId) ?? false;
}
