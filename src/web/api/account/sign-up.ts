import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpInput } from '../../../shared/schemas/account';
import { api, unwrap } from '../../lib/api-client';
import { meQueryKey } from '../me/get-me';

export function signUp(input: SignUpInput) {
  return unwrap(api.account['sign-up'].$post({ json: input }));
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
