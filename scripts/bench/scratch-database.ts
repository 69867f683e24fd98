import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { sqlRows } from './sql-rows';

export type DatabaseKind = DatabaseHandle['kind'];

/** A database made for one bench run: how to open it, how the server reaches it, and cleanup. */
export type ScratchDatabase = {
  kind: DatabaseKind;
  /** A migrated handle for loading; close it before the server opens a PGlite folder. */
  open(): Promise<DatabaseHandle>;
  /** The server's data folder (secrets; the PGlite database under pglite/). */
  dataDir: string;
  /** What the server needs in its environment to use this database. */
  serverEnv: Record<string, string>;
  /** Server version, e.g. 'PostgreSQL 15.20' or 'PGlite 0.5.16 (PostgreSQL 17.5)'. */
  version(handle: DatabaseHandle): Promise<string>;
  drop(): Promise<void>;
};

const scratchDir = (label: string) =>
  fs.mkdtempSync(path.join(os.tmpdir(), `kidventure-bench-${label}-`));

async function serverVersion(handle: DatabaseHandle): Promise<string> {
  const rows = await sqlRows<{ server_version: string }>(handle.db, sql`show server_version`);
  return rows[0]?.server_version ?? 'unknown';
}

/** A PGlite folder under the system temp folder, as the server would keep it in DATA_DIR. */
export function scratchPglite(pgliteVersion: string): ScratchDatabase {
  const dataDir = scratchDir('pglite');
  return {
    kind: 'pglite',
    dataDir,
    serverEnv: {},
    async open() {
      const handle = await openPglite(path.join(dataDir, 'pglite'));
      await runMigrations(handle);
      return handle;
    },
    version: async (handle) =>
      `PGlite ${pgliteVersion} (PostgreSQL ${await serverVersion(handle)})`,
    async drop() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new database kidventure_bench_<time> on the server of `serverUrl`, dropped afterwards. */
export async function scratchPostgres(serverUrl: string): Promise<ScratchDatabase> {
  const name = `kidventure_bench_${Date.now()}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = scratchDir('pg');
  return {
    kind: 'postgres',
    dataDir,
    serverEnv: { DATABASE_URL: url.toString() },
    async open() {
      const handle = openPostgres(url.toString(), 2);
      await runMigrations(handle);
      return handle;
    },
    version: async (handle) => `PostgreSQL ${await serverVersion(handle)}`,
    async drop() {
      await admin(serverUrl, `drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
