import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ParentProfileUpdate } from '../../../shared/schemas/profile';
import { api, unwrap } from '../../lib/api-client';
import type { Profile } from './get-profile';
import { profileQueryKey } from './keys';

export function updateProfile(input: ParentProfileUpdate) {
  return unwrap(api.profile.$patch({ json: input }));
}

/** Stores the server's profile and lets other screens' data (the session's profile) catch up. */
export function storeProfile(queryClient: QueryClient, profile: Profile) {
  queryClient.setQueryData(profileQueryKey, profile);
  void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== profileQueryKey[0] });
}

/**
 * PATCH /api/profile (settings and onboarding's parent step). Settings' switches show the new
 * value at once (optimistic) and fall back to the previous one if the server refuses.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: profileQueryKey });
      const previous = queryClient.getQueryData<Profile>(profileQueryKey);
      if (previous) {
        const { discoverable, notificationsEnabled } = input;
        queryClient.setQueryData<Profile>(profileQueryKey, {
          ...previous,
          ...(discoverable === undefined ? {} : { discoverable }),
          ...(notificationsEnabled === undefined ? {} : { notificationsEnabled }),
        });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(profileQueryKey, context.previous);
    },
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
