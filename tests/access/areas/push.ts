import { randomBytes, randomUUID } from 'node:crypto';
import type { AreaAccess } from '../area-access';

/** A browser's subscription, as PushSubscription.toJSON() gives it (the endpoint is never called). */
const device = () => ({
  endpoint: `https://push.example.com/send/${randomUUID()}`,
  keys: {
    p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  },
});

export const access: AreaAccess = {
  publicRoutes: {
    'GET /api/push/key': "the server's public VAPID key: public by design, needed to subscribe",
  },
  async ownerData(t, owner) {
    const subscription = device();
    const res = await t.request('/api/push/subscription', {
      method: 'PUT',
      cookie: owner.cookie,
      json: subscription,
    });
    if (res.status !== 204) throw new Error(`subscribing answered ${res.status}`);
    return { '/api/push/subscription': { endpoint: subscription.endpoint } };
  },
  intruderInput: {
    // Another parent's own device: subscribing it is theirs to do.
    'PUT /api/push/subscription': () => ({ json: device(), status: 204 }),
    // The owner's endpoint: nothing is deleted (push.test.ts checks the owner keeps it).
    'DELETE /api/push/subscription': (owner) => ({
      json: { endpoint: owner['/api/push/subscription']?.endpoint },
      status: 204,
    }),
  },
};
