import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { storeProfile } from './update-profile';

/** DELETE /api/profile/avatar; the answer is the profile without its photo. */
export function removeAvatar() {
  return unwrap(api.profile.avatar.$delete());
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
