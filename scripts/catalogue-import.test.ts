import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../src/server/db/client';
import { activities, providers } from '../src/server/db/schema';
import { runScript } from '../tests/run-script';
import { createTestApp } from '../tests/test-app';

/** The command-line tool as a person runs it, in a child process with its own DATA_DIR. */
function runImport(file: string, dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL; // these tests cover the embedded database paths
  return runScript('scripts/catalogue-import.ts', [file], env);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-import-cli-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const sample = path.resolve('docs/examples/catalogue.sample.json');

function writeJson(name: string, value: unknown) {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, JSON.stringify(value));
  return file;
}

// Each run is a fresh Node process that migrates a new embedded database (11 migrations): a
// first-run cost that grows with the machine's load, beyond the server project's 30 s per test.
describe('npm run catalogue:import', { timeout: 120_000 }, () => {
  it('imports into the embedded database when no server is running, then updates', async () => {
    const dataDir = path.join(tmp, 'data-direct');
    const first = await runImport(sample, dataDir);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`into the embedded database in ${dataDir}`);
    expect(first.stdout).toMatch(/providers: +2 created, 0 updated/);
    expect(first.stdout).toMatch(/activities: +3 created, 0 updated/);
    expect(fs.existsSync(path.join(dataDir, 'kidventure.lock'))).toBe(false);

    const again = await runImport(sample, dataDir);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/activities: +0 created, 3 updated/);
  });

  it('rejects a bad file whole, naming each bad row, and exits 1', async () => {
    const good = JSON.parse(fs.readFileSync(sample, 'utf8')) as {
      activities: Record<string, unknown>[];
    };
    good.activities[0] = { ...good.activities[0], date: '2027-13-01' };
    good.activities[2] = { ...good.activities[2], priceCents: 12.34 };
    const dataDir = path.join(tmp, 'data-bad');
    const res = await runImport(writeJson('bad.json', good), dataDir);
    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toContain('nothing was imported');
    expect(res.stderr).toContain('activities[0] (row 1): date: must be a real date as YYYY-MM-DD');
    expect(res.stderr).toContain('activities[2] (row 3): priceCents: must be whole cents');
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('says so when the file is not JSON', async () => {
    const file = path.join(tmp, 'broken.json');
    fs.writeFileSync(file, '{"providers": [');
    const res = await runImport(file, path.join(tmp, 'data-broken'));
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('is not valid JSON');
  });

  it('goes through the admin API when a server holds the data folder', async () => {
    const t = await createTestApp();
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const dataDir = path.join(tmp, 'data-running');
    const lock = lockDataDir(dataDir); // this test process plays the running server
    lock.update({ port: (server.address() as AddressInfo).port });
    fs.writeFileSync(path.join(dataDir, 'admin-secret'), 'test-admin-secret');
    try {
      const res = await runImport(sample, dataDir);
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
      expect(res.stdout).toContain('into the running server');
      const rows = await t.db
        .select({ ref: activities.externalRef })
        .from(activities)
        .innerJoin(providers, eq(providers.id, activities.providerId))
        .where(eq(providers.slug, 'riverdale-pottery'));
      expect(rows).toHaveLength(2);
    } finally {
      lock.release();
      await new Promise((resolve) => server.close(resolve));
      await t.close();
    }
  });
});
