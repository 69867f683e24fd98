import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';

/** Where each test file finds the migrated database it starts from. */
export type TemplateDatabase =
  { kind: 'pglite'; tarball: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase;
  }
}

/**
 * Migrates one database per run, so test files start from a copy instead of each applying every
 * migration anew: a dumped PGlite data folder, or a PostgreSQL template database when
 * TEST_DATABASE_URL is set. Returns the teardown that removes it.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kidventure-test-template-'));
    const tarball = path.join(dir, 'pgdata.tar');
    const handle = await openPglite();
    try {
      await runMigrations(handle);
      const dump = await handle.dumpDataDir();
      fs.writeFileSync(tarball, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await handle.close();
    }
    project.provide('templateDatabase', { kind: 'pglite', tarball });
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }

  const name = `kv_tpl_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(url, `create database ${name}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  // One connection, closed before any file starts: CREATE DATABASE … TEMPLATE refuses a
  // template that another session is connected to.
  const handle = openPostgres(templateUrl.toString(), 1);
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
  project.provide('templateDatabase', { kind: 'postgres', name });
  return () => adminQuery(url, `drop database if exists ${name} with (force)`);
}

async function adminQuery(url: string, text: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
