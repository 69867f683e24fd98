import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '../../../shared/schemas/account';
import { api, unwrap } from '../../lib/api-client';
import { meQueryKey } from '../me/get-me';

export function signIn(input: SignInInput) {
  return unwrap(api.account['sign-in'].$post({ json: input }));
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
