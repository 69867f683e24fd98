import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSse } from '../../../../tests/sse-reader';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import type { Parent } from '../../../../tests/factories';
import { MAX_STREAMS_PER_PARENT } from '../../lib/realtime';
import { connectedPair, networkParent, sendMessage } from './network.test-helpers';

// Over Node's HTTP server, as the app runs: a stream writes straight into Node's response.
let t: TestApp;
let server: ServerType;
let url: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '10000' });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.realtime.close();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

let n = 0;
const parent = () => networkParent(t, { firstName: `Wire${++n}`, region: 'Toronto' });

const open = async (who: Parent) => {
  const abort = new AbortController();
  const res = await fetch(`${url}/api/network/events`, {
    headers: { accept: 'text/event-stream', cookie: who.cookie },
    signal: abort.signal,
  });
  const stream = readSse(res);
  expect((await stream.next()).event).toBe('ready');
  return { res, stream, hangUp: () => abort.abort() };
};

const send = (who: Parent, conversationId: string, text: string) =>
  sendMessage(t, who, conversationId, text);

/** Waits until the hub holds `size` streams (a hang-up reaches the server a moment later). */
async function streamsOpen(size: number) {
  const deadline = Date.now() + 5_000;
  while (t.realtime.size !== size) {
    if (Date.now() > deadline) throw new Error(`${t.realtime.size} streams open, not ${size}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('event streams over HTTP', () => {
  it("answers with every middleware's headers, then delivers both parents' messages", async () => {
    const [a, b] = [await parent(), await parent()];
    const { conversationId } = await connectedPair(t, a, b);
    const tab = await open(a);
    expect(tab.res.status).toBe(200);
    expect(tab.res.headers.get('content-type')).toBe('text/event-stream');
    expect(tab.res.headers.get('cache-control')).toBe('no-cache');
    expect(tab.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(tab.res.headers.get('x-request-id')).toBeTruthy();
    expect(tab.res.headers.get('x-accel-buffering')).toBe('no');
    expect(tab.res.headers.has('x-hono-already-sent')).toBe(false);

    const one = await send(b, conversationId, 'one');
    const two = await send(a, conversationId, 'two');
    const got = [await tab.stream.next(), await tab.stream.next()];
    expect(got.map((e) => (JSON.parse(e.data) as { messageId: string }).messageId)).toEqual([
      one.id,
      two.id,
    ]);
    expect(Number(got[1]?.id)).toBeGreaterThan(Number(got[0]?.id));
    await tab.stream.close();
  });

  it('ends the stream on the server when the tab hangs up', async () => {
    const a = await parent();
    const before = t.realtime.size;
    const tab = await open(a);
    expect(t.realtime.size).toBe(before + 1);
    tab.hangUp();
    await streamsOpen(before);
  });

  it('tells a displaced stream why, then ends it', async () => {
    const a = await parent();
    const tabs = [];
    for (let i = 0; i <= MAX_STREAMS_PER_PARENT; i++) tabs.push(await open(a));
    const [oldest, ...others] = tabs;
    if (!oldest) throw new Error('no stream opened');
    expect(await oldest.stream.next()).toEqual({ event: 'closed', data: '{"reason":"displaced"}' });
    expect(await oldest.stream.ended()).toBe(true);
    await Promise.all(others.map((tab) => tab.stream.close()));
  });
});
