import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParentProfileUpdate } from '../../../../shared/schemas/profile';
import { api, unwrap } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/profile-query';

export function updateProfile(input: ParentProfileUpdate) {
  return unwrap(api.profile.$patch({ json: input }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
