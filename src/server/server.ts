import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { lockDataDir, openPglite, openPostgres, type DatabaseHandle } from './db/client';
import { runMigrations } from './db/migrate';
import { parseEnv } from './env';
import { loadOrCreateSecret } from './lib/secrets';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mail';
import { createSimulatedGateway } from './lib/payments';
import { createLocalStorage } from './lib/storage';
import { ensureDemoCatalogue } from './features/admin/demo-seed';
import { describeGiftCards, ensureDemoGiftCardsAtStart } from './lib/gift-codes';

const defaultWebRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

/** Wires env → database → migrations → demo seed → HTTP, and shuts down gracefully. */
export async function start() {
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  fs.mkdirSync(env.dataDir, { recursive: true });

  let lock: ReturnType<typeof lockDataDir> | undefined;
  let handle: DatabaseHandle;
  if (env.DATABASE_URL) {
    handle = openPostgres(env.DATABASE_URL, env.DATABASE_POOL_SIZE);
  } else {
    lock = lockDataDir(env.dataDir);
    handle = await openPglite(path.join(env.dataDir, 'pglite'));
  }

  await runMigrations(handle);
  if (env.DEMO_SEED) {
    const seeded = await ensureDemoCatalogue(handle, env);
    logger.info(seeded, 'demo catalogue ready');
    const giftCards = await ensureDemoGiftCardsAtStart(handle);
    logger.info(
      { giftCards: giftCards.map((g) => g.code) },
      `Demo gift cards: ${describeGiftCards(giftCards)} (more: npm run giftcards -- issue --amount 25 --count 3)`,
    );
  }

  const adminSecret = loadOrCreateSecret(env.dataDir, 'admin-secret');
  const mailer = createMailer({
    db: handle.db,
    logger,
    logLinks: env.NODE_ENV !== 'production',
    from: env.MAIL_FROM,
    smtpUrl: env.SMTP_URL,
  });
  const webRoot = fs.existsSync(path.join(defaultWebRoot, 'index.html'))
    ? defaultWebRoot
    : undefined;
  if (!webRoot) logger.warn('dist/web not found: serving the API only (run npm run build)');

  const app = createApp({
    db: handle.db,
    env,
    logger,
    mailer,
    storage: createLocalStorage(path.join(env.dataDir, 'uploads')),
    payments: createSimulatedGateway(),
    adminSecret,
    authSecret: env.AUTH_SECRET ?? loadOrCreateSecret(env.dataDir, 'auth-secret'),
    webRoot,
  });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    lock?.update({ port: info.port });
    logger.info(
      { url: `http://localhost:${info.port}`, database: handle.kind, mail: mailer.transport },
      'Kidventure is running',
    );
  });

  server.on('error', async (err: NodeJS.ErrnoException) => {
    const message =
      err.code === 'EADDRINUSE'
        ? `Port ${env.PORT} is already in use. Stop the other program or set PORT to a free port.`
        : `The HTTP server failed: ${err.message}`;
    logger.fatal({ code: err.code }, message);
    await handle.close();
    lock?.release();
    process.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await handle.close();
      lock?.release();
      logger.info('stopped');
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() open.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
