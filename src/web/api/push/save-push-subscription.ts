import type { PushSubscriptionInput } from '../../../shared/schemas/push';
import { api, unwrap } from '../../lib/api-client';

/** Tells the server this device's subscription, for the signed-in parent (one row per device). */
export function savePushSubscription(subscription: PushSubscriptionInput) {
  return unwrap(api.push.subscription.$put({ json: subscription }));
}
