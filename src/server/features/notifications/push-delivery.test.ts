/**
 * Web push end to end on the server: a browser's subscription through the API, a notification
 * through notify() and the job runner, and the push as a stand-in push service receives it
 * (tests/push-service.ts, on 127.0.0.1), decrypted with the device's own keys. The API's own
 * answers are tested in features/push/push.test.ts.
 */
import { appJobRunner } from '../../../../tests/job-runner';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInParent, type Parent } from '../../../../tests/factories';
import {
  newDevice,
  openPush,
  PUSH_SERVICE_CERT,
  readVapid,
  startPushService,
  type StandInPushService,
  type TestDevice,
  endpointsOf,
} from '../../../../tests/push-service';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { notify } from '../../lib/notify';
import { createPushSender, PUSH_TTL_SECONDS, REMINDER_PUSH_TTL_SECONDS } from '../../lib/push';

const SUBJECT = 'mailto:push-test@example.com';
const keys = webpush.generateVAPIDKeys();

let service: StandInPushService;
let t: TestApp;
/** The jobs' clock: a retry becomes due when the test moves it on. */
let clock = new Date();

beforeAll(async () => {
  service = await startPushService();
  const push = createPushSender({ keys, subject: SUBJECT, ca: PUSH_SERVICE_CERT });
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' }, { push });
});
afterAll(async () => {
  await t.close();
  await service.close();
});
beforeEach(() => {
  clock = new Date();
});

/** The server's job runner, as server.ts starts it, on the test app's database. */
const runJobs = () => appJobRunner(t, () => clock).runDue();

const subscribe = (parent: Parent, device: Pick<TestDevice, 'endpoint' | 'keys'>) =>
  t.request('/api/push/subscription', {
    method: 'PUT',
    cookie: parent.cookie,
    json: { endpoint: device.endpoint, keys: device.keys },
  });

const unsubscribe = (parent: Parent, endpoint: string) =>
  t.request('/api/push/subscription', {
    method: 'DELETE',
    cookie: parent.cookie,
    json: { endpoint },
  });

async function subscribedDevice(parent: Parent) {
  const device = newDevice(service);
  expect((await subscribe(parent, device)).status).toBe(204);
  return device;
}

async function tell(parent: Parent, kind = 'booking', title = 'Booking confirmed') {
  const [added] = await notify(
    t.db,
    [{ userId: parent.userId, kind, title, body: 'Pottery for Mia', link: '/bookings?booking=b1' }],
    { now: clock, channels: ['push'] },
  );
  if (!added) throw new Error('not added');
  await runJobs();
  return added.id;
}

describe('a push to a parent’s devices', () => {
  it('reaches each device, encrypted for it, signed with the server’s key', async () => {
    const parent = await signedInParent(t);
    const [phone, laptop] = [await subscribedDevice(parent), await subscribedDevice(parent)];
    const id = await tell(parent);

    for (const device of [phone, laptop]) {
      const [push, ...more] = service.to(device.endpoint);
      expect(more).toHaveLength(0);
      if (!push) throw new Error('no push');
      expect(openPush(push, device)).toEqual({
        id,
        title: 'Booking confirmed',
        body: 'Pottery for Mia',
        link: '/bookings?booking=b1',
      });
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
      expect(push.headers.urgency).toBe('normal');
      const vapid = readVapid(push);
      expect(vapid.publicKey).toBe(keys.publicKey);
      expect(vapid.signed).toBe(true);
      expect(vapid.header.alg).toBe('ES256');
      expect(vapid.claims.aud).toBe(service.origin);
      expect(vapid.claims.sub).toBe(SUBJECT);
      expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
    }
  });

  it('sends a reminder urgently, kept only while it is of use', async () => {
    const parent = await signedInParent(t);
    const device = await subscribedDevice(parent);
    await tell(parent, 'reminder', 'Pottery tomorrow at 9:00 AM');
    const [push] = service.to(device.endpoint);
    expect(push?.headers.urgency).toBe('high');
    expect(push?.headers.ttl).toBe(String(REMINDER_PUSH_TTL_SECONDS));
  });

  it('reaches only the parent’s own devices', async () => {
    const [ann, ben] = [await signedInParent(t), await signedInParent(t)];
    const [annsPhone, bensPhone] = [await subscribedDevice(ann), await subscribedDevice(ben)];
    await tell(ann);
    expect(service.to(annsPhone.endpoint)).toHaveLength(1);
    expect(service.to(bensPhone.endpoint)).toHaveLength(0);
  });

  it('forgets a device its push service says is gone (404 or 410), and keeps the others', async () => {
    const parent = await signedInParent(t);
    const [expired, unsubscribed, kept] = [
      await subscribedDevice(parent),
      await subscribedDevice(parent),
      await subscribedDevice(parent),
    ];
    service.answer(expired.endpoint, 410);
    service.answer(unsubscribed.endpoint, 404);
    await tell(parent);
    expect(await endpointsOf(t.db, parent.userId)).toEqual([kept.endpoint]);
    // No retry is left for them: later jobs send nothing more there.
    clock = new Date(clock.getTime() + 3_600_000);
    await runJobs();
    expect(service.to(expired.endpoint)).toHaveLength(1);
    expect(service.to(kept.endpoint)).toHaveLength(1);
  });

  it('tries a device that failed again later, without sending it twice to the others', async () => {
    const parent = await signedInParent(t);
    const [fine, flaky] = [await subscribedDevice(parent), await subscribedDevice(parent)];
    service.answer(flaky.endpoint, 503);
    const id = await tell(parent);
    expect(service.to(fine.endpoint)).toHaveLength(1);
    expect(service.to(flaky.endpoint)).toHaveLength(1);

    // Still failing at the first retry: tried again after that (the runner's backoff).
    clock = new Date(clock.getTime() + 31_000);
    await runJobs();
    expect(service.to(flaky.endpoint)).toHaveLength(2);

    service.answer(flaky.endpoint, 201);
    clock = new Date(clock.getTime() + 61_000);
    await runJobs();
    const pushes = service.to(flaky.endpoint);
    expect(pushes).toHaveLength(3);
    const last = pushes.at(-1);
    if (!last) throw new Error('no push');
    expect(openPush(last, flaky)).toMatchObject({ id });
    expect(service.to(fine.endpoint)).toHaveLength(1);
    expect(await endpointsOf(t.db, parent.userId)).toHaveLength(2);
  });
});

describe('which devices a push reaches after the API changed them', () => {
  it('a device another parent subscribed on last: that parent’s pushes only', async () => {
    const [ann, ben] = [await signedInParent(t), await signedInParent(t)];
    const shared = await subscribedDevice(ann);
    expect((await subscribe(ben, shared)).status).toBe(204);
    await tell(ann);
    expect(service.to(shared.endpoint)).toHaveLength(0);
    await tell(ben);
    expect(service.to(shared.endpoint)).toHaveLength(1);
  });

  it('a device the parent unsubscribed: no more pushes', async () => {
    const parent = await signedInParent(t);
    const device = await subscribedDevice(parent);
    expect((await unsubscribe(parent, device.endpoint)).status).toBe(204);
    await tell(parent);
    expect(service.to(device.endpoint)).toHaveLength(0);
  });

  it('a device another parent tried to unsubscribe: still reached', async () => {
    const [ann, ben] = [await signedInParent(t), await signedInParent(t)];
    const annsPhone = await subscribedDevice(ann);
    expect((await unsubscribe(ben, annsPhone.endpoint)).status).toBe(204);
    await tell(ann);
    expect(service.to(annsPhone.endpoint)).toHaveLength(1);
  });
});
