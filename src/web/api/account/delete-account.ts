import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DeleteAccountSchema } from '../../../shared/schemas/settings';
import { api, unwrap } from '../../lib/api-client';

/** Removes the account and everything in it; the server also clears the session cookie. */
export function deleteAccount(input: z.input<typeof DeleteAccountSchema>) {
  return unwrap(api.account.delete.$post({ json: input }));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
