import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSse } from '../../../../tests/sse-reader';
import { startSecondInstance } from '../../../../tests/second-instance';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import { connectedPair, networkParent } from './network.test-helpers';

/** Two app instances on one PostgreSQL database (PGlite is one process, so PostgreSQL only). */
const url = process.env.TEST_DATABASE_URL;

let t: TestApp;
let second: Awaited<ReturnType<typeof startSecondInstance>>;
beforeAll(async () => {
  if (!url) return;
  t = await createTestApp({ AUTH_RATE_LIMIT: '10000' });
  second = await startSecondInstance(t);
});
afterAll(async () => {
  if (!url) return;
  await second.close();
  await t.close();
});

describe.runIf(url)('two app instances on one PostgreSQL', () => {
  it("delivers a message sent on instance 1 to the parent's stream on instance 2 within 1 s", async () => {
    const a = await networkParent(t, { firstName: 'Una', region: 'Toronto' });
    const b = await networkParent(t, { firstName: 'Duo', region: 'Toronto' });
    const { conversationId } = await connectedPair(t, a, b);
    const res = await second.app.request(`${TEST_ORIGIN}/api/network/events`, {
      headers: { cookie: b.cookie, origin: TEST_ORIGIN },
    });
    expect(res.status).toBe(200);
    const stream = readSse(res);
    expect((await stream.next()).event).toBe('ready');

    const started = Date.now();
    const sent = await expectJson(
      await t.api(a).network.conversations[':id'].messages.$post({
        param: { id: conversationId },
        json: { clientId: randomUUID(), text: 'Across instances' },
      }),
      201,
    );
    const event = await stream.next(1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(JSON.parse(event.data)).toEqual({ conversationId, messageId: sent.id });
    await stream.close();
  });

  it("ends the parent's stream on instance 2 within 1 s when the session signs out on instance 1", async () => {
    const a = await networkParent(t, { firstName: 'Tre', region: 'Toronto' });
    const res = await second.request('/api/network/events', { cookie: a.cookie });
    expect(res.status).toBe(200);
    const stream = readSse(res);
    expect((await stream.next()).event).toBe('ready');

    const signedOut = await t.request('/api/account/sign-out', {
      method: 'POST',
      cookie: a.cookie,
    });
    expect(signedOut.status).toBe(200);
    expect(await stream.ended(1000)).toBe(true);
  });
});
