import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Activity } from '../../../shared/schemas/activity';
import type { Favorite } from '../../../shared/schemas/collections';
import { api, unwrap } from '../../lib/api-client';
import { favoritesQueryKey } from './keys';

type Favorites = { items: Favorite[] };
export type ToggleFavoriteInput = { activity: Activity; favorite: boolean };

export async function setFavorite({ activity, favorite }: ToggleFavoriteInput) {
  const param = { activityId: String(activity.id) };
  if (favorite) await unwrap(api.collections.favorites[':activityId'].$put({ param }));
  else await unwrap(api.collections.favorites[':activityId'].$delete({ param }));
}

type Callbacks = {
  onSuccess?: (input: ToggleFavoriteInput) => void;
  onError?: (error: unknown) => void;
};

/**
 * Hearts or un-hearts an activity. The favourites cache changes at once (every heart follows);
 * on failure it is put back as it was. The callbacks belong to the mutation, not to the heart
 * that was pressed, so they still run when that heart has gone (un-hearted off the Favorites tab).
 */
export function useToggleFavorite({ onSuccess, onError }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavorite,
    onMutate: async ({ activity, favorite }) => {
      await queryClient.cancelQueries({ queryKey: favoritesQueryKey });
      const before = queryClient.getQueryData<Favorites>(favoritesQueryKey);
      queryClient.setQueryData<Favorites>(favoritesQueryKey, (old) => {
        const items = (old?.items ?? []).filter((f) => f.activityId !== activity.id);
        if (!favorite) return { items };
        const added: Favorite = {
          id: `pending-${activity.id}`,
          activityId: activity.id,
          addedDate: new Date().toISOString(),
          activity,
        };
        return { items: [added, ...items] };
      });
      return { before };
    },
    onError: (error, _input, context) => {
      queryClient.setQueryData(favoritesQueryKey, context?.before);
      onError?.(error);
    },
    onSuccess: (_result, input) => onSuccess?.(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
  });
}
