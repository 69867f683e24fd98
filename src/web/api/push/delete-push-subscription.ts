import { api, unwrap } from '../../lib/api-client';

/** Tells the server to forget this device's subscription (only the parent's own is touched). */
export function deletePushSubscription(endpoint: string) {
  return unwrap(api.push.subscription.$delete({ json: { endpoint } }));
}
