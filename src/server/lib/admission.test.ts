import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { kidInput } from '../../../tests/factories';
import { signUp } from '../../../tests/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../tests/test-app';
import { admissionControl } from './admission';
import type { AppEnv } from './app-env';

/**
 * A POST /api/kids whose body the test sends when it likes: the request holds its turn while the
 * route reads the body. `reading` resolves once the route has started to read it.
 */
function heldKid(t: TestApp, cookie: string) {
  let startedReading!: () => void;
  let send!: () => void;
  const reading = new Promise<void>((resolve) => (startedReading = resolve));
  const body = new ReadableStream<Uint8Array>(
    {
      pull: (controller) => {
        startedReading();
        return new Promise<void>((done) => {
          send = () => {
            controller.enqueue(new TextEncoder().encode(JSON.stringify(kidInput())));
            controller.close();
            done();
          };
        });
      },
    },
    // Nothing is pulled before the route asks for it.
    { highWaterMark: 0 },
  );
  const answer = t.app.request(`${TEST_ORIGIN}/api/kids`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);
  return { answer: Promise.resolve(answer), reading, send: () => send() };
}

async function expectOverloaded(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('1');
  expect(await res.json()).toEqual({
    error: { code: 'overloaded', message: expect.stringMatching(/try again/) },
  });
}

describe('admission control: two requests at once, one waiting', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({
      API_CONCURRENCY: '2',
      API_QUEUE_LENGTH: '1',
      API_QUEUE_WAIT_MS: '60000',
    });
    ({ cookie } = await signUp(t, 'admission@example.com'));
  });
  afterAll(() => t.close());

  it('answers a request beyond the queue 503 with Retry-After, and serves again once load drops', async () => {
    const held = [heldKid(t, cookie), heldKid(t, cookie)];
    await Promise.all(held.map((h) => h.reading));
    expect(t.admission.state()).toEqual({ running: 2, waiting: 0 });

    const queued = t.request('/api/me', { cookie });
    await vi.waitFor(() => expect(t.admission.state()).toEqual({ running: 2, waiting: 1 }));

    await expectOverloaded(await t.request('/api/me', { cookie }));

    for (const h of held) h.send();
    for (const h of held) expect((await h.answer).status).toBe(201);
    expect((await queued).status).toBe(200);
    expect((await t.request('/api/me', { cookie })).status).toBe(200);
    await vi.waitFor(() => expect(t.admission.state()).toEqual({ running: 0, waiting: 0 }));
  });
});

describe('admission control: a request that waited too long', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ API_CONCURRENCY: '1', API_QUEUE_WAIT_MS: '1' });
    ({ cookie } = await signUp(t, 'admission-wait@example.com'));
  });
  afterAll(() => t.close());

  it('is answered 503 with Retry-After, and the next one after the load is served', async () => {
    const held = heldKid(t, cookie);
    await held.reading;

    await expectOverloaded(await t.request('/api/me', { cookie }));
    expect(t.admission.state()).toEqual({ running: 1, waiting: 0 });

    held.send();
    expect((await held.answer).status).toBe(201);
    expect((await t.request('/api/me', { cookie })).status).toBe(200);
  });
});

describe('admission control: a request that steps aside while it waits for its booking turn', () => {
  /** A route that steps aside until `back` is called, then waits for `done` before answering. */
  function gatedApp() {
    const admission = admissionControl({
      concurrency: 1,
      queueLength: 5,
      maxWaitMs: 60_000,
      admittedPerTurn: 1,
    });
    const gates = { back: () => {}, done: () => {}, steppedAside: Promise.resolve() };
    let asideNow!: () => void;
    gates.steppedAside = new Promise<void>((resolve) => (asideNow = resolve));
    const app = new Hono<AppEnv>()
      .use(admission.middleware)
      .get('/turn', async (c) => {
        const comeBack = c.var.stepAside?.() ?? (() => {});
        asideNow();
        await new Promise<void>((resolve) => (gates.back = resolve));
        comeBack();
        await new Promise<void>((resolve) => (gates.done = resolve));
        return c.text('booked');
      })
      .get('/me', (c) => c.text('me'));
    return { app, admission, gates };
  }

  it('lets another request be served meanwhile, and counts once more when its turn comes', async () => {
    const { app, admission, gates } = gatedApp();
    const turn = Promise.resolve(app.request('/turn'));
    await gates.steppedAside;
    expect(admission.state()).toEqual({ running: 0, waiting: 0 });

    // With one slot, this would wait behind the booking's turn without the step aside.
    expect(await (await app.request('/me')).text()).toBe('me');

    gates.back();
    await vi.waitFor(() => expect(admission.state()).toEqual({ running: 1, waiting: 0 }));
    const queued = Promise.resolve(app.request('/me'));
    await vi.waitFor(() => expect(admission.state()).toEqual({ running: 1, waiting: 1 }));
    gates.done();
    expect(await (await turn).text()).toBe('booked');
    expect(await (await queued).text()).toBe('me');
    // Counted once when it came back, released once when it answered.
    await vi.waitFor(() => expect(admission.state()).toEqual({ running: 0, waiting: 0 }));
  });
});
