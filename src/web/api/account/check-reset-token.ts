import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';

/** Whether the reset link's token still works; asking does not use it up. */
export function checkResetToken(token: string, signal?: AbortSignal) {
  return unwrap(
    api.account['reset-password'].check.$post({ json: { token } }, { init: { signal } }),
  );
}

export function useResetTokenCheck(token: string) {
  return useQuery({
    queryKey: ['reset-token-check', token],
    queryFn: ({ signal }) => checkResetToken(token, signal),
    enabled: token !== '',
    // An invalid link stays invalid; the form itself reports any later change.
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
