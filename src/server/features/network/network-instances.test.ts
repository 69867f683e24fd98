import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSse } from '../../../../tests/sse-reader';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import { createApp } from '../../app';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { createLogger } from '../../lib/logger';
import { createMailer } from '../../lib/mail';
import { createSimulatedGateway } from '../../lib/payments';
import { createRealtimeHub, type RealtimeHub } from '../../lib/realtime';
import { connectedPair, networkParent } from './network.test-helpers';

/** Two app instances on one PostgreSQL database (PGlite is one process, so PostgreSQL only). */
const url = process.env.TEST_DATABASE_URL;

let t: TestApp;
let second: { app: ReturnType<typeof createApp>; handle: DatabaseHandle; realtime: RealtimeHub };
beforeAll(async () => {
  if (!url) return;
  t = await createTestApp({ AUTH_RATE_LIMIT: '10000' });
  const { rows } = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${rows[0]?.name ?? ''}`;
  const handle = openPostgres(dbUrl.toString(), 3);
  const logger = createLogger('silent');
  const realtime = createRealtimeHub({ db: handle.db, listen: handle.listen, logger });
  const app = createApp({
    db: handle.db,
    env: t.env,
    logger,
    mailer: createMailer({ db: handle.db, logger, from: t.env.MAIL_FROM }),
    storage: t.storage,
    payments: createSimulatedGateway(),
    adminSecret: 'test-admin-secret',
    // The same secret as the first instance: a session cookie is good on both.
    authSecret: 'test-auth-secret-that-is-long-enough-0123456789',
    realtime,
  });
  second = { app, handle, realtime };
});
afterAll(async () => {
  if (!url) return;
  await second.realtime.close();
  await second.handle.close();
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
});
