import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { storeProfile } from './update-profile';

/** PUT /api/profile/avatar (multipart); the answer is the profile with its new avatarUrl. */
export function uploadAvatar(file: File) {
  return unwrap(api.profile.avatar.$put({ form: { file } }));
}

export function removeAvatar() {
  return unwrap(api.profile.avatar.$delete());
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
