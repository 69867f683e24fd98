import { sql } from 'drizzle-orm';
import { createApp } from '../src/server/app';
import { openPostgres } from '../src/server/db/client';
import { createLogger } from '../src/server/lib/logger';
import { createMailer } from '../src/server/lib/mail';
import { createAfterAnswer } from '../src/server/lib/after-answer';
import { createSimulatedGateway } from '../src/server/lib/payments';
import { createRealtimeHub } from '../src/server/lib/realtime';
import type { Storage } from '../src/server/lib/storage';
import { TEST_ORIGIN, type TestApp } from './test-app';

/**
 * Another app instance beside `t`, as a second server behind a load balancer: on PostgreSQL with
 * its own pool on t's database; on PGlite (one process only) on t's database itself. It has the
 * same secrets, so a session cookie is good on both, its own live-delivery hub, and the storage
 * given (default: t's own).
 */
export async function startSecondInstance(t: TestApp, { storage }: { storage?: Storage } = {}) {
  const url = process.env.TEST_DATABASE_URL;
  let handle = t.handle;
  if (url) {
    const { rows } = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${rows[0]?.name ?? ''}`;
    handle = openPostgres(dbUrl.toString(), 3);
  }
  const logger = createLogger('silent');
  const realtime = createRealtimeHub({ database: handle, logger });
  const app = createApp({
    db: handle.db,
    env: t.env,
    logger,
    mailer: createMailer({ db: handle.db, logger, from: t.env.MAIL_FROM }),
    afterAnswer: createAfterAnswer(logger),
    storage: storage ?? t.storage,
    payments: createSimulatedGateway(),
    adminSecret: 'test-admin-secret',
    authSecret: 'test-auth-secret-that-is-long-enough-0123456789',
    realtime,
  });
  return {
    app,
    /** A same-origin request with the given cookie, as the web app sends it. */
    request: (path: string, { cookie, method = 'GET' }: { cookie: string; method?: string }) =>
      app.request(`${TEST_ORIGIN}${path}`, { method, headers: { origin: TEST_ORIGIN, cookie } }),
    async close() {
      await realtime.close();
      if (handle !== t.handle) await handle.close();
    },
  };
}
