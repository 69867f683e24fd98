import type { PushSubscriptionInput } from '../../../shared/schemas/push';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/http-errors';
import type { PushSender } from '../../lib/push';
import { deletePushSubscription, upsertPushSubscription } from './push.queries';

export function publicKeyOf(push: PushSender | undefined) {
  if (!push) throw new AppError(503, 'push_unavailable', 'Push notifications are not set up here.');
  return { publicKey: push.publicKey };
}

export function subscribe(db: Database, userId: string, { endpoint, keys }: PushSubscriptionInput) {
  return upsertPushSubscription(db, { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth });
}

export function unsubscribe(db: Database, userId: string, endpoint: string) {
  return deletePushSubscription(db, userId, endpoint);
}
