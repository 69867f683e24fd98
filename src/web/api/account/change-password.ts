import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChangePasswordSchema } from '../../../shared/schemas/settings';
import { api, unwrap } from '../../lib/api-client';
import { sessionsQueryKey } from './get-sessions';

export function changePassword(input: z.input<typeof ChangePasswordSchema>) {
  return unwrap(api.account['change-password'].$post({ json: input }));
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // Other devices may have been signed out.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
