import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export { schema };
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs fn with a connection that holds the given advisory lock. */
  withAdvisoryLock<T>(key: number, fn: (db: Database) => Promise<T>): Promise<T>;
  /** Like withAdvisoryLock, but undefined at once (fn not run) when another session holds it. */
  ifAdvisoryLockFree<T>(key: number, fn: (db: Database) => Promise<T>): Promise<T | undefined>;
  /**
   * LISTENs on a channel on a connection of its own (PGlite: its listen()); answers the function
   * that stops. `onReconnect` runs after a lost PostgreSQL connection is back (notifications sent
   * in between are lost, so listeners catch up from their tables).
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * For live delivery's reads of announced events: on PostgreSQL a small pool of its own, so they
   * never wait behind the writes that announced them; on PGlite, `db`.
   */
  deliveryDb: Database;
  close(): Promise<void>;
};

/**
 * PGlite in memory (dataDir undefined) or persisted in a folder. One connection, one process.
 * `loadDataDir` fills a new database from a `dumpDataDir()` tarball instead of an empty initdb
 * (tests start every file from one migrated copy).
 */
export async function openPglite(
  dataDir?: string,
  { loadDataDir }: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle & { dumpDataDir(): Promise<Blob> }> {
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // One connection in one process: nothing else can run migrations concurrently.
    withAdvisoryLock: (_key, fn) => fn(db),
    ifAdvisoryLockFree: (_key, fn) => fn(db),
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    deliveryDb: db,
    // Uncompressed: it is read back at once on the same machine.
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

export function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  const onLost = (err: Error) => console.warn(`PostgreSQL connection lost: ${err.message}`);
  // Every request's statements are short. A parallel worker costs more to start (tens of
  // milliseconds on a busy machine) than the few milliseconds it could save, and takes a core
  // from the other requests: the popular sort took 52 ms with a worker, 7 ms without. JIT
  // compiling a plan whose estimate is large but which stops early (a LIMIT over UNION ALL)
  // cost the finder 26 ms of its 32.
  const options = '-c max_parallel_workers_per_gather=0 -c jit=off';
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options }).on('error', onLost);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  // The realtime hub reads one batch at a time: one connection, opened when first needed.
  const deliveryPool = new pg.Pool({ connectionString: url, max: 1 }).on('error', onLost);
  return {
    db,
    kind: 'postgres',
    async withAdvisoryLock(key, fn) {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn(drizzlePg({ client: conn, schema }) as unknown as Database);
        } finally {
          await conn.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        conn.release();
      }
    },
    async ifAdvisoryLockFree(key, fn) {
      const conn = await pool.connect();
      try {
        const { rows } = await conn.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1) as locked',
          [key],
        );
        if (!rows[0]?.locked) return undefined;
        try {
          return await fn(drizzlePg({ client: conn, schema }) as unknown as Database);
        } finally {
          await conn.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        conn.release();
      }
    },
    listen: (channel, onPayload, onReconnect) =>
      listenPostgres(url, channel, onPayload, onReconnect),
    deliveryDb: drizzlePg({ client: deliveryPool, schema }) as unknown as Database,
    close: async () => {
      await Promise.all([pool.end(), deliveryPool.end()]);
    },
  };
}

/** A dedicated connection that LISTENs, and connects again (every second) when it is lost. */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: () => void,
) {
  let client: pg.Client | undefined;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload) onPayload(n.payload);
    });
    c.on('error', (err) => {
      console.warn(`PostgreSQL listening connection lost: ${err.message}`);
      void c.end().catch(() => {});
      if (!stopped) setTimeout(retry, 1000);
    });
    await c.connect();
    // The channel is one of our constants, never user input.
    await c.query(`LISTEN ${channel}`);
    client = c;
  };
  const retry = () => {
    if (stopped) return;
    connect().then(onReconnect, () => setTimeout(retry, 1000));
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}

export class DataDirLockedError extends Error {}

type LockInfo = { pid: number; port?: number; startedAt: string };

const lockPath = (dataDir: string) => path.join(dataDir, 'kidventure.lock');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Who holds the data folder, if a live process does. */
export function readDataDirLock(dataDir: string): LockInfo | null {
  try {
    const info = JSON.parse(fs.readFileSync(lockPath(dataDir), 'utf8')) as LockInfo;
    return isAlive(info.pid) ? info : null;
  } catch {
    return null;
  }
}

/**
 * Claims the data folder for this process. PGlite is single-process: two processes on one folder
 * would silently lose writes, so a second one is refused. A lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string, info: Omit<LockInfo, 'pid' | 'startedAt'> = {}) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  const content = JSON.stringify({
    pid: process.pid,
    startedAt: new Date().toISOString(),
    ...info,
  });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, content, { flag: 'wx' });
      return {
        update(extra: Omit<LockInfo, 'pid' | 'startedAt'>) {
          fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(content), ...extra }));
        },
        release() {
          fs.rmSync(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readDataDirLock(dataDir);
      if (holder) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another Kidventure process (pid ${holder.pid}). ` +
            'Stop it first, use another DATA_DIR, or set DATABASE_URL to run several instances on PostgreSQL.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
