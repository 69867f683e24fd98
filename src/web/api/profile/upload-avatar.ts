import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { storeProfile } from './update-profile';

/** PUT /api/profile/avatar (multipart); the answer is the profile with its new avatarUrl. */
export function uploadAvatar(file: File) {
  return unwrap(api.profile.avatar.$put({ form: { file } }));
}

/** Settings' avatar picker and onboarding's parent step. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
