import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  lockDataDir,
  openPglite,
  openPostgres,
  readDataDirLock,
  type DatabaseHandle,
} from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { makeDataDirPrivate, makePrivate, tightenedWarning } from '../../src/server/lib/data-dir';
import type { Env } from '../../src/server/lib/env';
import { CliError } from './cli';

/**
 * One data operation (catalogue import and seed, gift card issuing), runnable on a database we
 * open or through a running server.
 */
export type DataCommand<T> = {
  /** Admin API path on a running server, e.g. '/api/admin/catalogue/import'. */
  adminPath: string;
  body?: unknown;
  direct(handle: DatabaseHandle): Promise<T>;
};

export type CatalogueCommand<T> = DataCommand<T>;

export type CommandOutcome<T> = { result: T; via: string };

/**
 * Runs a command where the data lives:
 * (a) DATABASE_URL set → straight to PostgreSQL (several processes may share it);
 * (b) a server holds the embedded database → through its admin API, since a second process
 *     on the PGlite folder would lose writes;
 * (c) otherwise → lock the data folder, open PGlite, migrate, run, release.
 */
export async function runDataCommand<T>(
  env: Env,
  command: DataCommand<T>,
): Promise<CommandOutcome<T>> {
  if (env.DATABASE_URL) {
    const result = await withDatabase(openPostgres(env.DATABASE_URL, 2), command);
    return { result, via: 'PostgreSQL (DATABASE_URL)' };
  }
  const running = readDataDirLock(env.dataDir);
  if (running) {
    const port = running.port ?? (await waitForPort(env.dataDir, running.pid));
    const result = await callAdminApi<T>(env, port, command);
    return { result, via: `the running server (pid ${running.pid}, port ${port})` };
  }
  // What this command writes in the embedded database stays private, as the server's does.
  const warning = tightenedWarning(env.dataDir, makeDataDirPrivate(env.dataDir));
  if (warning) console.warn(warning);
  // Throws DataDirLockedError if a server grabbed the folder since the check above.
  const lock = lockDataDir(env.dataDir);
  try {
    const result = await withDatabase(await openPglite(path.join(env.dataDir, 'pglite')), command);
    // PGlite writes a new database's files 0666 whatever the umask.
    makePrivate(path.join(env.dataDir, 'pglite'));
    return { result, via: `the embedded database in ${env.dataDir}` };
  } finally {
    lock.release();
  }
}

export const runCatalogueCommand = runDataCommand;

async function withDatabase<T>(handle: DatabaseHandle, command: DataCommand<T>) {
  try {
    await runMigrations(handle);
    return await command.direct(handle);
  } finally {
    await handle.close();
  }
}

/** A server that has locked the folder but is still migrating or seeding has no port yet. */
async function waitForPort(dataDir: string, pid: number, timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await sleep(250);
    const info = readDataDirLock(dataDir);
    if (!info) break;
    if (info.port) return info.port;
  }
  throw new CliError(
    `The Kidventure server (pid ${pid}) holds ${dataDir} but is not listening yet. ` +
      'Try again once it has started.',
  );
}

function adminHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

type ErrorBody = { error?: { message?: string; details?: unknown } };

async function callAdminApi<T>(env: Env, port: number, command: DataCommand<T>) {
  const secretFile = path.join(env.dataDir, 'admin-secret');
  if (!fs.existsSync(secretFile)) {
    throw new CliError(`${secretFile} is missing: restart the server so it creates the secret.`);
  }
  const secret = fs.readFileSync(secretFile, 'utf8').trim();
  const url = `http://${adminHost(env.HOST)}:${port}${command.adminPath}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify(command.body ?? {}),
    });
  } catch (err) {
    throw new CliError(`Could not reach the running server at ${url}: ${(err as Error).message}`);
  }
  const body = (await res.json().catch(() => ({}))) as T & ErrorBody;
  if (!res.ok) {
    const details = Array.isArray(body.error?.details)
      ? (body.error.details as { path?: string; message?: string }[]).map(
          (d) => `  ${d.path ? `${d.path}: ` : ''}${d.message ?? ''}`,
        )
      : [];
    const message = body.error?.message ?? `HTTP ${res.status}`;
    throw new CliError([`The server refused: ${message}`, ...details].join('\n'));
  }
  return body as T;
}
