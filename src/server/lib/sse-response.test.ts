import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { sseResponse, takeOverEventStreams, type SseSink } from './sse-response';

const CHUNK = Buffer.alloc(64 * 1024, 'a');

/** An app whose one route hands its sink to `run`, behind a middleware that sets a header. */
function appWith(run: (sink: SseSink) => Promise<void>) {
  const app = new Hono();
  app.use(takeOverEventStreams);
  app.use(async (c, next) => {
    await next();
    c.res.headers.set('x-set-after', 'yes');
  });
  app.get('/events', (c) =>
    sseResponse(c, run, (err) => {
      throw err;
    }),
  );
  return app;
}

/** Writes `count` chunks, waiting for room whenever the connection is full; counts those waits. */
function writer(count: number) {
  const state = { waits: 0, aborted: false, finished: false };
  const run = async (sink: SseSink) => {
    sink.onAbort(() => (state.aborted = true));
    for (let i = 0; i < count; i++) {
      if (!sink.write(CHUNK)) {
        state.waits += 1;
        await sink.drained();
      }
    }
    state.finished = true;
  };
  return { state, run };
}

let server: ServerType | undefined;
afterEach(async () => {
  const running = server;
  server = undefined;
  if (!running) return;
  // The clients' kept-alive connections would hold close() for the server's keep-alive timeout.
  if ('closeAllConnections' in running) running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

async function listen(app: Hono) {
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server?.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function readAll(body: ReadableStream<Uint8Array>) {
  let bytes = 0;
  for await (const chunk of body) bytes += chunk.byteLength;
  return bytes;
}

describe('an event stream answer', () => {
  it('as the body (no Node response): waits for its reader, then ends with everything in order', async () => {
    const { state, run } = writer(8);
    const res = await appWith(run).request('/events');
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('x-set-after')).toBe('yes');
    // Nobody reads yet: the writer is held back after the first chunk.
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.finished).toBe(false);
    expect(await readAll(res.body as ReadableStream<Uint8Array>)).toBe(8 * CHUNK.length);
    expect(state.finished).toBe(true);
    expect(state.waits).toBeGreaterThan(0);
  });

  it("over Node's HTTP server: every middleware's headers, then the bytes in order, waiting while the client does not read", async () => {
    const { state, run } = writer(256);
    const url = await listen(appWith(run));
    const res = await fetch(`${url}/events`);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('x-set-after')).toBe('yes');
    expect(res.headers.has('x-hono-already-sent')).toBe(false);
    // 16 MB unread fill the socket's buffers: the writer waits for room instead of buffering it all.
    const deadline = Date.now() + 5_000;
    while (state.waits === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(state.waits).toBeGreaterThan(0);
    expect(state.finished).toBe(false);
    expect(await readAll(res.body as ReadableStream<Uint8Array>)).toBe(256 * CHUNK.length);
    expect(state.finished).toBe(true);
  });

  it('hears the client hang up', async () => {
    const state = { aborted: false };
    const url = await listen(
      appWith(async (sink) => {
        sink.write(Buffer.from(': hello\n\n'));
        await new Promise<void>((resolve) => sink.onAbort(resolve));
        state.aborted = true;
      }),
    );
    const abort = new AbortController();
    const res = await fetch(`${url}/events`, { signal: abort.signal });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    abort.abort();
    const deadline = Date.now() + 5_000;
    while (!state.aborted && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(state.aborted).toBe(true);
  });
});
