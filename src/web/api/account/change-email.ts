import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChangeEmailSchema } from '../../../shared/schemas/settings';
import { api, unwrap } from '../../lib/api-client';

export function changeEmail(input: z.input<typeof ChangeEmailSchema>) {
  return unwrap(api.account['change-email'].$post({ json: input }));
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    // The session (header menu, this screen) shows the e-mail.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
