import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '../../../shared/schemas/account';
import { api, unwrap } from '../../lib/api-client';

export function requestPasswordReset(input: ForgotPasswordInput) {
  return unwrap(api.account['forgot-password'].$post({ json: input }));
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
