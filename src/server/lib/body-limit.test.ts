import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kidInput } from '../../../tests/factories';
import { signUp } from '../../../tests/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../tests/test-app';

// Over real HTTP, as browsers send bodies: with a Content-Length, or chunked.
let t: TestApp;
let server: ServerType;
let url: string;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUp(t, 'bodies@example.com'));
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const post = (body: string | ReadableStream<Uint8Array>) =>
  fetch(`${url}/api/kids`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie },
    body,
    duplex: 'half',
  } as RequestInit);

/** The body sent in pieces, with no Content-Length (Transfer-Encoding: chunked). */
const chunked = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 64 * 1024) {
        controller.enqueue(bytes.subarray(i, i + 64 * 1024));
      }
      controller.close();
    },
  });
};

const errorCode = async (res: Response) =>
  ((await res.json()) as { error: { code: string } }).error.code;

describe('request bodies over HTTP', () => {
  it('reads a body of declared length', async () => {
    const res = await post(JSON.stringify(kidInput({ name: 'Declared' })));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { name: string }).name).toBe('Declared');
  });

  it('reads a chunked body', async () => {
    const res = await post(chunked(JSON.stringify(kidInput({ name: 'Chunked' }))));
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await res.json()) as { name: string }).name).toBe('Chunked');
  });

  it('refuses a body over 1 MB with 413, declared or chunked, and saves nothing', async () => {
    const big = JSON.stringify(kidInput({ name: 'Too big', goodToKnow: 'x'.repeat(1_100_000) }));
    const declared = await post(big);
    expect(declared.status).toBe(413);
    expect(await errorCode(declared)).toBe('payload_too_large');
    const streamed = await post(chunked(big));
    expect(streamed.status).toBe(413);
    expect(await errorCode(streamed)).toBe('payload_too_large');

    const kids = await fetch(`${url}/api/kids`, { headers: { cookie } });
    const { items } = (await kids.json()) as { items: { name: string }[] };
    const names = items.map((k) => k.name);
    expect(names).not.toContain('Too big');
  });
});
