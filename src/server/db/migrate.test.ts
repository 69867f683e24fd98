import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/test-app';
import {
  DataDirLockedError,
  lockDataDir,
  openPostgres,
  readDataDirLock,
  type DatabaseHandle,
} from './client';
import { runMigrations } from './migrate';

const journal = JSON.parse(
  fs.readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

async function appliedMigrations(handle: DatabaseHandle | undefined) {
  const result = (await handle?.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as { rows: { n: number | string }[] } | undefined;
  return Number(result?.rows[0]?.n);
}

describe('migrations', () => {
  it('apply every migration once and are a no-op the second time', async () => {
    // An empty database, not the run's migrated template: opening it migrates from scratch.
    const handle = await createTestDatabase({ fromTemplate: false });
    try {
      await runMigrations(handle);
      expect(await appliedMigrations(handle)).toBe(journal.entries.length);
    } finally {
      await handle.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'run once when several instances start at the same time on PostgreSQL',
    async () => {
      const fresh = await createTestDatabase(); // already migrated: start from an empty one instead
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      const name = `kv_race_${Date.now()}`;
      await fresh.db.execute(sql.raw(`create database ${name}`));
      url.pathname = `/${name}`;
      const instances = [1, 2, 3].map(() => openPostgres(url.toString(), 2));
      try {
        await Promise.all(instances.map((h) => runMigrations(h)));
        expect(await appliedMigrations(instances[0])).toBe(journal.entries.length);
      } finally {
        await Promise.all(instances.map((h) => h.close()));
        await fresh.db.execute(sql.raw(`drop database ${name} with (force)`));
        await fresh.close();
      }
    },
  );
});

describe('data folder lock', () => {
  it('refuses a second holder while the first is alive, and takes over a stale lock', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-lock-'));
    try {
      const lock = lockDataDir(dir, { port: 1234 });
      expect(readDataDirLock(dir)).toMatchObject({ pid: process.pid, port: 1234 });
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another Kidventure process/);
      lock.release();
      expect(readDataDirLock(dir)).toBeNull();

      // A lock left by a process that no longer exists does not block a restart.
      fs.writeFileSync(path.join(dir, 'kidventure.lock'), JSON.stringify({ pid: 2 ** 22 + 7 }));
      const again = lockDataDir(dir);
      again.release();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
