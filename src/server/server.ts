import type { ClaimWindows } from '../shared/waitlist';
import fs from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app';
import { lockDataDir, openPglite, openPostgres, type DatabaseHandle } from './db/client';
import { runMigrations } from './db/migrate';
import { makeDataDirPrivate, makePrivate, tightenedWarning } from './lib/data-dir';
import { claimWindows, parseEnv } from './lib/env';
import { loadOrCreateSecret } from './lib/secrets';
import { createPushSender } from './lib/push';
import { vapidKeysFor, vapidSubjectFor } from './lib/push-keys';
import { trackInFlight } from './lib/in-flight';
import { GEOCODER_CACHE_TTL_MS } from './lib/geocoder';
import { deleteGeocoderAnswersBefore } from './lib/geocoder.queries';
import { createLogger, logFormatFor } from './lib/logger';
import { createAfterAnswer } from './lib/after-answer';
import { createMailer } from './lib/mail';
import { mapTileCacheDir, pruneMapTiles } from './lib/map-tiles';
import { inProcessRenderer, warmUpRenderer, type RenderPage } from './lib/page-render';
import { createSimulatedGateway } from './lib/payments';
import { openStorage } from './lib/open-storage';
import { createRealtimeHub } from './lib/realtime';
import { createJobRunner, type JobRunner } from './lib/jobs';
import { appJobs } from './job-handlers';
import { deleteEventsBefore, EVENT_RETENTION_MS } from './lib/realtime.queries';
import { ensureDemoCatalogue } from './features/admin/demo-seed';
import { describeGiftCards, ensureDemoGiftCardsAtStart } from './lib/gift-codes';
import { PAYMENT_SWEEP_EVERY_MS, pruneSettledIntents, runPaymentSweep } from './payment-sweep';

const defaultWebRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));
const pageRendererFile = fileURLToPath(
  new URL('../../dist/server/entry-server.js', import.meta.url),
);

/** The web app's server renderer, built beside it (npm run build), if it is there. */
async function loadPageRenderer(): Promise<RenderPage | undefined> {
  if (!fs.existsSync(pageRendererFile)) return undefined;
  const module = (await import(pathToFileURL(pageRendererFile).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

/** How long an idle keep-alive connection is kept open. */
const KEEP_ALIVE_MS = 65_000;
/**
 * Connections the kernel may hold before the app accepts them (Node's default is 511; Linux caps
 * it at net.core.somaxconn). A registration-day burst opens more at once than 511, and a
 * connection beyond the backlog is dropped and only retried by its client a second later.
 */
const LISTEN_BACKLOG = 4096;

type Env = ReturnType<typeof parseEnv>;
type Logger = ReturnType<typeof createLogger>;
type Mailer = ReturnType<typeof createMailer>;
type Payments = ReturnType<typeof createSimulatedGateway>;
type Lock = ReturnType<typeof lockDataDir>;
type Server = ReturnType<typeof createAdaptorServer>;

/** Wires env → database → migrations → demo seed → HTTP, and shuts down gracefully. */
export async function start() {
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL, undefined, logFormatFor(env.LOG_FORMAT, isTty()));
  const { adminSecret, authSecret, storage, push } = await openDataDir(env, logger);
  const { handle, lock } = await openDatabase(env);
  if (env.DEMO_SEED) await seedDemo(handle, env, logger);
  const mailer = openMailer(env, handle, logger);
  const { webRoot, renderPage } = await findWebApp(logger);
  const payments = openPayments(env);
  const workDeps = backgroundDeps(env, { mailer, logger, payments });
  const sweepTimer = await startPaymentSweep(handle, workDeps);
  const realtime = createRealtimeHub({ database: handle, logger });
  const afterAnswer = createAfterAnswer(logger);
  const jobs = startJobs(handle, { ...workDeps, authSecret, push });
  const pruneTimer = startPruning(handle, env, logger);
  const app = createApp({
    db: handle.db,
    realtime,
    jobs,
    push,
    env,
    logger,
    mailer,
    afterAnswer,
    storage,
    payments,
    adminSecret,
    authSecret,
    webRoot,
    renderPage,
  });
  if (renderPage) {
    const ms = await warmUpRenderer(inProcessRenderer(renderPage, app));
    logger.debug({ ms }, 'public pages rendered once before the first visitor');
  }
  // Shutdown waits for handlers still running for clients that hung up (see lib/in-flight).
  const requests = trackInFlight(app.fetch);
  const server = listen(requests.fetch, { env, logger, handle, lock, mailer });
  server.on(
    'error',
    (err: NodeJS.ErrnoException) => void stopOnServerError(err, { env, logger, handle, lock }),
  );
  const timers = [pruneTimer, sweepTimer];
  const shutdown = shutdownOnce({
    logger,
    server,
    handle,
    lock,
    realtime,
    requests,
    afterAnswer,
    jobs,
    timers,
  });
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

const isTty = () => process.stdout.isTTY === true;

/** What the background work (the payment sweep, the jobs) mails, charges and offers with. */
const backgroundDeps = (
  env: Env,
  deps: { mailer: Mailer; logger: Logger; payments: Payments },
) => ({
  ...deps,
  appUrl: env.appUrl,
  claimWindows: claimWindows(env),
  admitPerMinute: env.REGISTRATION_ADMIT_PER_MINUTE,
});

/** Reminders, e-mail and push deliveries, saved-search checks: due jobs, polled for (lib/jobs). */
function startJobs(handle: DatabaseHandle, deps: Parameters<typeof appJobs>[0]) {
  const jobs = createJobRunner({
    db: handle.db,
    logger: deps.logger,
    ...appJobs(deps),
  });
  jobs.start();
  return jobs;
}

/** SMTP when SMTP_URL is set, else the outbox (links logged outside production). */
function openMailer(env: Env, handle: DatabaseHandle, logger: Logger) {
  return createMailer({
    db: handle.db,
    logger,
    logLinks: env.NODE_ENV !== 'production',
    from: env.MAIL_FROM,
    smtpUrl: env.SMTP_URL,
  });
}

/** The data folder, private to this user, its secrets (web push's keys too) and the uploads' storage. */
async function openDataDir(env: Env, logger: Logger) {
  const warning = tightenedWarning(env.dataDir, makeDataDirPrivate(env.dataDir));
  if (warning) logger.warn(warning);
  // Before anything is opened: an empty or short secret file stops the start here, with its message.
  const adminSecret = loadOrCreateSecret(env.dataDir, 'admin-secret');
  const authSecret = env.AUTH_SECRET ?? loadOrCreateSecret(env.dataDir, 'auth-secret');
  // Web push's identity: browsers subscribe with its public half, so it must outlive restarts.
  const push = createPushSender({ keys: vapidKeysFor(env), subject: vapidSubjectFor(env) });
  // Before the database too: an unreachable bucket stops the start with its message.
  const storage = await openStorage(env.STORAGE_URL, path.join(env.dataDir, 'uploads'));
  return { adminSecret, authSecret, storage, push };
}

/**
 * PostgreSQL when DATABASE_URL is set; else PGlite in the data folder, which is locked first.
 * Either is migrated.
 */
async function openDatabase(env: Env): Promise<{ handle: DatabaseHandle; lock?: Lock }> {
  if (env.DATABASE_URL) {
    const handle = openPostgres(env.DATABASE_URL, env.DATABASE_POOL_SIZE);
    await runMigrations(handle);
    return { handle };
  }
  const lock = lockDataDir(env.dataDir);
  const folder = path.join(env.dataDir, 'pglite');
  const handle = await openPglite(folder);
  await runMigrations(handle);
  // PGlite writes a new database's files 0666 whatever the umask: they are made private too.
  makePrivate(folder);
  return { handle, lock };
}

async function seedDemo(handle: DatabaseHandle, env: Env, logger: Logger) {
  const seeded = await ensureDemoCatalogue(handle, env);
  logger.info(
    seeded,
    `Demo catalogue ready: ${seeded.upcoming} upcoming activities from ${seeded.providers} providers (${seeded.inserted} added now)`,
  );
  const giftCards = await ensureDemoGiftCardsAtStart(handle);
  logger.info(
    { giftCards: giftCards.map((g) => g.code) },
    `Demo gift cards: ${describeGiftCards(giftCards)} (more: npm run giftcards -- issue --amount 25 --count 3)`,
  );
}

/** The built web app and its server renderer, each if it is there. */
async function findWebApp(logger: Logger) {
  const webRoot = fs.existsSync(path.join(defaultWebRoot, 'index.html'))
    ? defaultWebRoot
    : undefined;
  if (!webRoot) logger.warn('dist/web not found: serving the API only (run npm run build)');
  const renderPage = webRoot ? await loadPageRenderer() : undefined;
  if (webRoot && !renderPage)
    logger.warn('dist/server not found: public pages are rendered in the browser only');
  return { webRoot, renderPage };
}

/**
 * The simulated gateway keeps its charges in the data folder, so after a crash it can still
 * tell the payment sweep what it charged (a real provider keeps them on its side).
 */
function openPayments(env: Env) {
  const crashAfterCents = env.SIMULATED_GATEWAY_CRASH_AFTER_CHARGE_CENTS;
  return createSimulatedGateway({
    journalFile: path.join(env.dataDir, 'simulated-gateway.jsonl'),
    afterCharge: crashAfterCents
      ? ({ amountCents }) => {
          if (amountCents === crashAfterCents) process.kill(process.pid, 'SIGKILL');
        }
      : undefined,
  });
}

/**
 * Charges left without their booking or deposit by an earlier crash are settled before the
 * first request (every pending intent: a live attempt elsewhere holds its row and is skipped),
 * then every few minutes those older than the grace period.
 */
async function startPaymentSweep(
  handle: DatabaseHandle,
  deps: {
    payments: Payments;
    mailer: Mailer;
    logger: Logger;
    appUrl: string;
    claimWindows: ClaimWindows;
  },
) {
  const sweep = (graceMs?: number) =>
    runPaymentSweep(handle, deps, { graceMs }).catch((err: unknown) =>
      deps.logger.error({ err }, 'payment sweep failed'),
    );
  await sweep(0);
  const sweepTimer = setInterval(() => void sweep(), PAYMENT_SWEEP_EVERY_MS);
  sweepTimer.unref();
  return sweepTimer;
}

/** Hourly, what is kept only for a while is dropped (every instance may; it is idempotent). */
function startPruning(handle: DatabaseHandle, env: Env, logger: Logger) {
  const pruneEvents = setInterval(() => {
    // Live events older than any reconnect worth replaying.
    deleteEventsBefore(handle.db, new Date(Date.now() - EVENT_RETENTION_MS)).catch((err: unknown) =>
      logger.warn({ err }, 'old live events could not be pruned'),
    );
    // And geocoding answers too old to be used again.
    deleteGeocoderAnswersBefore(handle.db, new Date(Date.now() - GEOCODER_CACHE_TTL_MS)).catch(
      (err: unknown) => logger.warn({ err }, 'old geocoding answers could not be pruned'),
    );
    // And payment intents settled long ago.
    pruneSettledIntents(handle.db).catch((err: unknown) =>
      logger.warn({ err }, 'old payment intents could not be pruned'),
    );
    // And map tiles nobody has looked at for a month.
    pruneMapTiles(mapTileCacheDir(env.dataDir)).catch((err: unknown) =>
      logger.warn({ err }, 'old map tiles could not be pruned'),
    );
  }, 3_600_000);
  pruneEvents.unref();
  return pruneEvents;
}

/** Listens on the configured port and says where the app is running and what it uses. */
function listen(
  fetch: Parameters<typeof createAdaptorServer>[0]['fetch'],
  {
    env,
    logger,
    handle,
    lock,
    mailer,
  }: { env: Env; logger: Logger; handle: DatabaseHandle; lock?: Lock; mailer: Mailer },
): Server {
  const server = createAdaptorServer({ fetch });
  server.listen({ port: env.PORT, host: env.HOST, backlog: LISTEN_BACKLOG }, () => {
    const info = server.address() as AddressInfo;
    lock?.update({ port: info.port });
    const url = `http://localhost:${info.port}`;
    const database = describeDatabase(handle.kind, env);
    logger.info(
      { url, database: handle.kind, mail: mailer.transport, uploads: env.STORAGE_URL.driver },
      `Kidventure is running at ${url} (database: ${database}; uploads: ${describeUploads(env)}; mail: ${describeMail(mailer.transport, env)})`,
    );
  });
  // An idle keep-alive connection stays open longer than the clients and proxies in front keep
  // theirs (Node's default is 5 s; load balancers commonly keep 60 s). Otherwise one that reuses
  // a connection at the instant the server closes it gets a reset instead of an answer.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
    closeConnectionsAnsweredAfterClose(server);
  }
  return server;
}

/**
 * Once the server is closing, a connection whose answer has just ended is closed instead of kept
 * alive. close() closes only the connections idle at that moment and then waits for the others to
 * close: an event stream the stop ends leaves its connection idle afterwards, and a browser (or
 * any keep-alive client) holds it open for minutes, so the stop waited for the client to give up
 * (undici: 4 s) or for the forced exit (10 s).
 */
function closeConnectionsAnsweredAfterClose(server: HttpServer) {
  server.on('request', (_req, res) => {
    // 'close' comes once the answer is done and the socket detached from it, so it counts as idle.
    res.once('close', () => {
      if (!server.listening) server.closeIdleConnections();
    });
  });
}

async function stopOnServerError(
  err: NodeJS.ErrnoException,
  { env, logger, handle, lock }: { env: Env; logger: Logger; handle: DatabaseHandle; lock?: Lock },
) {
  const message =
    err.code === 'EADDRINUSE'
      ? `Port ${env.PORT} is already in use. Stop the other program or set PORT to a free port.`
      : `The HTTP server failed: ${err.message}`;
  logger.fatal({ code: err.code }, message);
  await handle.close();
  lock?.release();
  process.exit(1);
}

/** Past this, a stop that has not finished exits anyway (a handler stuck on something). */
const FORCED_STOP_MS = 10_000;
/** How long answers may still be written once every handler has finished, before they are cut. */
const LAST_WRITES_MS = 1_000;

/**
 * A graceful stop, once: no new connections, event streams ended, idle connections closed (and
 * each other one as its answer ends), in-flight requests finished (a connection still writing a
 * second later is cut), then the database closed and the data folder unlocked.
 */
function shutdownOnce(parts: {
  logger: Logger;
  server: Server;
  handle: DatabaseHandle;
  lock?: Lock;
  realtime: ReturnType<typeof createRealtimeHub>;
  requests: { drained(): Promise<void>; readonly pending: number };
  afterAnswer: { drained(): Promise<void> };
  jobs: JobRunner;
  timers: NodeJS.Timeout[];
}) {
  const { logger, server, handle, lock, realtime, requests, afterAnswer, jobs } = parts;
  let stopping = false;
  return (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error(
        { ms: Date.now() - started, pending: requests.pending },
        `not stopped within ${FORCED_STOP_MS / 1000} s: exiting with requests unfinished`,
      );
      // The process ends now: nothing of it can write to the data folder any more.
      lock?.release();
      process.exit(1);
    }, FORCED_STOP_MS);
    force.unref();
    for (const timer of parts.timers) clearInterval(timer);
    // Open event streams would hold their connections: end them.
    const streamsClosed = realtime.close().catch((err: unknown) => {
      logger.warn({ err }, 'realtime listener did not stop cleanly');
    });
    // Refuses new connections and closes idle ones; the rest close as their answers end.
    server.close(async () => {
      await streamsClosed;
      await requests.drained();
      await afterAnswer.drained();
      // The batch under way ends; a job left unfinished is claimed again once its lease runs out.
      await jobs.stop();
      await handle.close();
      lock?.release();
      logger.info({ ms: Date.now() - started }, 'stopped');
      process.exit(0);
    });
    // A client that stopped reading its answer would hold the stop until the forced exit.
    void streamsClosed
      .then(() => requests.drained())
      .then(() => {
        const cut = setTimeout(() => {
          if ('closeAllConnections' in server) server.closeAllConnections();
        }, LAST_WRITES_MS);
        cut.unref();
      });
  };
}

/** Where the data lives, in words (a PostgreSQL URL without its credentials). */
function describeDatabase(kind: DatabaseHandle['kind'], env: Env) {
  if (kind === 'pglite' || !env.DATABASE_URL) {
    return `embedded PGlite in ${path.join(env.dataDir, 'pglite')}`;
  }
  try {
    const url = new URL(env.DATABASE_URL);
    return `PostgreSQL ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/** Where uploads are kept. */
function describeUploads(env: Env) {
  const storage = env.STORAGE_URL;
  if (storage.driver === 'local') return path.join(env.dataDir, 'uploads');
  return `S3 bucket ${storage.bucket}${storage.endpoint ? ` at ${storage.endpoint}` : ''}`;
}

/** Where mail goes; outside production the outbox can be read in the browser, at APP_URL. */
function describeMail(transport: 'smtp' | 'outbox', env: Env) {
  if (transport === 'smtp') return 'SMTP';
  return env.NODE_ENV === 'production' || !env.DEV_MAILBOX
    ? 'outbox table'
    : `outbox, read it at ${env.appUrl}/dev/mailbox`;
}
