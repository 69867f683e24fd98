import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../src/server/app';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { admissionLimits, parseEnv, type Env } from '../src/server/lib/env';
import type { RenderPage } from '../src/server/lib/page-render';
import type { GeocoderClock } from '../src/server/lib/geocoder';
import { createLogger } from '../src/server/lib/logger';
import { createAfterAnswer } from '../src/server/lib/after-answer';
import { createMailer } from '../src/server/lib/mail';
import { createSimulatedGateway, type PaymentGateway } from '../src/server/lib/payments';
import { openStorage } from '../src/server/lib/open-storage';
import { createRealtimeHub, type RealtimeHub } from '../src/server/lib/realtime';
import { admissionControl, type Admission } from '../src/server/lib/admission';
import { createPushSender, type PushSender } from '../src/server/lib/push';
import webpush from 'web-push';
import type { TemplateDatabase } from './global-setup';
import { testPasswordHashing } from './password-hashing';
import { createTestClient } from './test-client';

export const TEST_ORIGIN = 'http://localhost:3000';
/** Signs the test app's session cookies. */
export const TEST_AUTH_SECRET = 'test-auth-secret-that-is-long-enough-0123456789';

/** A database a test owns: it can be opened, closed and opened again, then dropped. */
type TestDatabase = {
  /** Connects and migrates, as the server does when it starts. */
  open(): Promise<DatabaseHandle>;
  /** Removes the database; its handles must be closed first. */
  drop(): Promise<void>;
};

type NewDatabaseOptions = {
  poolSize?: number;
  onDisk?: boolean;
  /**
   * Start from the run's migrated template (default), or from an empty database that `open()`
   * migrates from scratch, for the tests of migrations themselves.
   */
  fromTemplate?: boolean;
  /** Leave an empty database unmigrated (with fromTemplate: false), for a test to migrate in steps. */
  migrate?: boolean;
};

/** The migrated template built once per run by tests/global-setup.ts, if this run has one. */
function template(): TemplateDatabase | undefined {
  return inject('templateDatabase') as TemplateDatabase | undefined;
}

let templateTarball: Blob | undefined;
function pgliteTemplate(tarball: string): Blob {
  templateTarball ??= new Blob([fs.readFileSync(tarball)]);
  return templateTarball;
}

/**
 * A new database: PGlite (in memory, or in a temporary folder when `onDisk`, so it can be
 * opened again), or a newly created PostgreSQL database when TEST_DATABASE_URL is set. It is a
 * copy of the run's migrated template; `open()` still runs the migrations, as the server does,
 * and they find nothing to do.
 */
async function newTestDatabase({
  poolSize = 5,
  onDisk = false,
  fromTemplate = true,
  migrate = true,
}: NewDatabaseOptions = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const source = fromTemplate ? template() : undefined;
  if (!url) {
    const dataDir = onDisk
      ? fs.mkdtempSync(path.join(os.tmpdir(), 'kidventure-test-db-'))
      : undefined;
    let loadDataDir = source?.kind === 'pglite' ? pgliteTemplate(source.tarball) : undefined;
    return {
      async open() {
        const handle = await openPglite(dataDir, { loadDataDir });
        // Opened again (a restart on disk), it finds its own data.
        loadDataDir = undefined;
        if (migrate) await runMigrations(handle);
        return handle;
      },
      async drop() {
        if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `kv_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(
    source?.kind === 'postgres'
      ? `create database ${name} template ${source.name}`
      : `create database ${name}`,
  );
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    async open() {
      const handle = openPostgres(dbUrl.toString(), poolSize);
      if (migrate) await runMigrations(handle);
      return handle;
    },
    async drop() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh, migrated database: in-memory PGlite by default, or a newly created PostgreSQL
 * database when TEST_DATABASE_URL is set (dropped again on close). `fromTemplate: false` starts
 * it empty and migrates it from scratch.
 */
export async function createTestDatabase({
  poolSize = 5,
  fromTemplate = true,
  migrate = true,
}: { poolSize?: number; fromTemplate?: boolean; migrate?: boolean } = {}): Promise<DatabaseHandle> {
  const database = await newTestDatabase({ poolSize, fromTemplate, migrate });
  const handle = await database.open();
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export type TestAppOptions = {
  /** Serve this folder as the built web app. */
  webRoot?: string;
  /** With webRoot: render the public pages on the server (src/web/entry-server.tsx). */
  renderPage?: RenderPage;
  /** The payment gateway (default: a fresh simulated one), e.g. one that counts charges. */
  payments?: PaymentGateway;
  /** Receives every log line as JSON text (with LOG_LEVEL set in envOverrides, e.g. 'debug'). */
  logStream?: { write(line: string): void };
  /**
   * Web push (default: a sender with a fresh key pair, trusting only the system's certificates;
   * push tests give one that trusts their stand-in push service).
   */
  push?: PushSender;
  /** PostgreSQL connections (default 5); concurrency tests raise it. */
  poolSize?: number;
  /** Keep PGlite's data in a folder, so `restart()` finds it again (PostgreSQL always does). */
  onDisk?: boolean;
  /** The geocoder queue's time (default: the system's, with each wait skipped by moving it on). */
  geocoderClock?: GeocoderClock;
  /**
   * Builds the database before the app starts on it, from empty instead of the migrated template:
   * a migration's own test migrates in steps and stores rows of the older schema in between.
   */
  prepareDatabase?: (handle: DatabaseHandle) => Promise<void>;
  /** Hash passwords at production's cost (default: tests/password-hashing.ts's cheaper one). */
  productionPasswordHashing?: boolean;
};

/**
 * The geocoder's one-request-a-second queue without the waiting: a wait moves this clock on
 * instead of sleeping, so slots still follow one another but tests never sit through them.
 */
export function skippingGeocoderClock(): GeocoderClock {
  let ahead = 0;
  return {
    now: () => Date.now() + ahead,
    sleep: async (ms) => {
      ahead += ms;
    },
  };
}

/**
 * The whole app in-process on a fresh database, plus a request helper that acts like a browser.
 * With a webRoot it also serves that folder as the built web app.
 */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  {
    webRoot,
    renderPage,
    payments,
    logStream,
    poolSize,
    onDisk,
    geocoderClock = skippingGeocoderClock(),
    prepareDatabase,
    productionPasswordHashing = false,
    push = createPushSender({
      keys: webpush.generateVAPIDKeys(),
      subject: 'mailto:test@example.com',
    }),
  }: TestAppOptions = {},
) {
  const database = await newTestDatabase({
    poolSize,
    onDisk,
    fromTemplate: !prepareDatabase,
    migrate: !prepareDatabase,
  });
  const env: Env = parseEnv({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    DATA_DIR: '/tmp/kidventure-test-unused',
    LOG_LEVEL: 'silent',
    // Nothing listens on port 9: tests never reach the public geocoder (saving a region asks it).
    GEOCODER_URL: 'http://127.0.0.1:9',
    // Nor the public tile server: every map tile is the transparent stand-in.
    MAP_TILE_UPSTREAM: 'off',
    // Tests that fire many requests at once must not be refused for a slow machine's waits;
    // lib/admission.test.ts sets its own limits.
    API_QUEUE_WAIT_MS: '60000',
    ...envOverrides,
  });
  const logger = createLogger(env.LOG_LEVEL, logStream);
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kidventure-test-uploads-'));
  // Local disk in a temporary folder, or the bucket a STORAGE_URL override names.
  const storage = await openStorage(env.STORAGE_URL, uploadsDir);

  let realtime: RealtimeHub | undefined;
  let admission: Admission | undefined;
  let gateway = payments ?? createSimulatedGateway();
  let afterAnswer = createAfterAnswer(logger);
  /** The server's process: everything in it is built anew on a restart. */
  const start = (handle: DatabaseHandle) =>
    createApp({
      db: handle.db,
      realtime: (realtime = createRealtimeHub({ database: handle, logger })),
      env,
      logger,
      mailer: createMailer({ db: handle.db, logger, from: env.MAIL_FROM }),
      afterAnswer: (afterAnswer = createAfterAnswer(logger)),
      storage,
      payments: (gateway = payments ?? createSimulatedGateway()),
      adminSecret: 'test-admin-secret',
      authSecret: TEST_AUTH_SECRET,
      passwordHashing: productionPasswordHashing ? undefined : testPasswordHashing,
      geocoderClock,
      push,
      webRoot,
      renderPage,
      admission: (admission = admissionControl(admissionLimits(env))),
    });
  let handle = await database.open();
  await prepareDatabase?.(handle);
  let app = start(handle);

  /** A request as the web app sends it: same-origin, JSON, with the given cookie. */
  function request(
    path: string,
    init: {
      method?: string;
      json?: unknown;
      /** A multipart body (uploads); the boundary header is set by fetch. */
      form?: FormData;
      cookie?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, ...init.headers };
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    if (init.cookie) headers.cookie = init.cookie;
    return app.request(`${TEST_ORIGIN}${path}`, {
      method: init.method ?? (init.json === undefined && !init.form ? 'GET' : 'POST'),
      headers,
      body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
    });
  }

  /** The typed API as a browser with this parent's session (or none) would call it. */
  const api = (parent?: { cookie: string }) =>
    createTestClient(TEST_ORIGIN, (req) => app.request(req), parent?.cookie);

  return {
    get app() {
      return app;
    },
    get db() {
      return handle.db;
    },
    get handle() {
      return handle;
    },
    env,
    push,
    /** The running app's payment gateway (a simulated one starts afresh on a restart). */
    get payments() {
      return gateway;
    },
    request,
    api,
    storage,
    uploadsDir,
    /**
     * Stops the server and starts it again on the same database and uploads folder: only what
     * was stored carries over (a simulated gateway starts afresh too, unless one was given).
     */
    async restart() {
      await afterAnswer.drained();
      await realtime?.close();
      await handle.close();
      handle = await database.open();
      app = start(handle);
    },
    /** Resolves once the work the app does after answering (mail) has ended. */
    settled: () => afterAnswer.drained(),
    /** The live-delivery hub of the running app. */
    /** The API's admission control: requests running and waiting now. */
    get admission() {
      if (!admission) throw new Error('the app is not running');
      return admission;
    },
    get realtime() {
      if (!realtime) throw new Error('the app is not running');
      return realtime;
    },
    async close() {
      await afterAnswer.drained();
      await realtime?.close();
      await handle.close();
      await database.drop();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
