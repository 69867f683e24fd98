/**
 * The push API: the server's key, and each browser's subscription kept per device and per parent.
 * What a subscription then receives is tested in features/notifications/push-delivery.test.ts.
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInParent, type Parent } from '../../../../tests/factories';
import {
  endpointsOf,
  newDevice as deviceAt,
  type TestDevice,
} from '../../../../tests/push-service';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { pushSubscriptions } from '../../db/schema';
import { createPushSender } from '../../lib/push';

const keys = webpush.generateVAPIDKeys();

let t: TestApp;
beforeAll(async () => {
  const push = createPushSender({ keys, subject: 'mailto:push-test@example.com' });
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' }, { push });
});
afterAll(() => t.close());

/** A browser's subscription; nothing is ever sent to it here. */
const newDevice = () => deviceAt({ origin: 'https://push.example.com' });

const subscribe = (parent: Parent, device: Pick<TestDevice, 'endpoint' | 'keys'>) =>
  t.request('/api/push/subscription', {
    method: 'PUT',
    cookie: parent.cookie,
    json: { endpoint: device.endpoint, keys: device.keys },
  });

async function subscribedDevice(parent: Parent) {
  const device = newDevice();
  expect((await subscribe(parent, device)).status).toBe(204);
  return device;
}

describe('the push key', () => {
  it('is the public VAPID key, for anyone', async () => {
    const res = await t.request('/api/push/key');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ publicKey: keys.publicKey });
  });
});

describe('PUT /api/push/subscription', () => {
  it('keeps one row per device: subscribing again updates its keys', async () => {
    const parent = await signedInParent(t);
    const device = await subscribedDevice(parent);
    const renewed = { ...newDevice(), endpoint: device.endpoint };
    expect((await subscribe(parent, renewed)).status).toBe(204);
    const rows = await t.db
      .select({ p256dh: pushSubscriptions.p256dh })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(rows).toEqual([{ p256dh: renewed.keys.p256dh }]);
  });

  it('moves a device to the parent who subscribed on it last', async () => {
    const [ann, ben] = [await signedInParent(t), await signedInParent(t)];
    const shared = await subscribedDevice(ann);
    expect((await subscribe(ben, shared)).status).toBe(204);
    expect(await endpointsOf(t.db, ann.userId)).toEqual([]);
    expect(await endpointsOf(t.db, ben.userId)).toEqual([shared.endpoint]);
  });

  it.each([
    ['an endpoint that is not a URL', { endpoint: 'not a url' }, 'endpoint'],
    ['an endpoint that is not https', { endpoint: 'http://push.example.com/x' }, 'endpoint'],
    ['no keys', { keys: undefined }, 'keys'],
    ['no auth secret', { keys: { p256dh: 'B'.repeat(87) } }, 'keys.auth'],
    ['a key of the wrong size', { keys: { p256dh: 'abc', auth: 'A'.repeat(22) } }, 'keys.p256dh'],
  ])('refuses %s with 400 and says which field', async (_name, change, field) => {
    const parent = await signedInParent(t);
    const body = { ...newDevice(), ecdh: undefined, ...change };
    const res = await t.request('/api/push/subscription', {
      method: 'PUT',
      cookie: parent.cookie,
      json: body,
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as {
      error: { code: string; message: string; details: { path: string }[] };
    };
    expect(error.code).toBe('validation_failed');
    expect(error.details.map((d) => d.path)).toContain(field);
    expect(await endpointsOf(t.db, parent.userId)).toEqual([]);
  });

  it('asks for a sign-in', async () => {
    const res = await t.request('/api/push/subscription', {
      method: 'PUT',
      json: { endpoint: newDevice().endpoint, keys: newDevice().keys },
    });
    expect(res.status).toBe(401);
  });
});

describe('DELETE /api/push/subscription', () => {
  const unsubscribe = (parent: Parent, endpoint: string) =>
    t.request('/api/push/subscription', {
      method: 'DELETE',
      cookie: parent.cookie,
      json: { endpoint },
    });

  it('forgets the caller’s device', async () => {
    const parent = await signedInParent(t);
    const [device, other] = [await subscribedDevice(parent), await subscribedDevice(parent)];
    expect((await unsubscribe(parent, device.endpoint)).status).toBe(204);
    expect(await endpointsOf(t.db, parent.userId)).toEqual([other.endpoint]);
  });

  it('refuses an endpoint that is not a URL', async () => {
    const parent = await signedInParent(t);
    expect((await unsubscribe(parent, 'nope')).status).toBe(400);
  });

  it('does nothing to another parent’s device', async () => {
    const [ann, ben] = [await signedInParent(t), await signedInParent(t)];
    const annsPhone = await subscribedDevice(ann);
    expect((await unsubscribe(ben, annsPhone.endpoint)).status).toBe(204);
    expect(await endpointsOf(t.db, ann.userId)).toEqual([annsPhone.endpoint]);
  });
});
