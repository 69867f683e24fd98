import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '../../../shared/schemas/account';
import { api, unwrap } from '../../lib/api-client';

export function resetPassword(input: ResetPasswordInput) {
  return unwrap(api.account['reset-password'].$post({ json: input }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
