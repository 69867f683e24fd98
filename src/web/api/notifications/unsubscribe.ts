import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';

/** Turns off the e-mail kind the signed token from an e-mail's unsubscribe link names. */
export function unsubscribe(token: string) {
  return unwrap(api.notifications.unsubscribe.$post({ query: { token } }));
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
