import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { migrationsFolder } from './migrate';

type Journal = { entries: { tag: string }[] };

/**
 * A copy of the migrations folder that stops just before `tag`, for a migration's test to store
 * rows of the schema before it; remove it with `fs.rmSync(dir, { recursive: true })`.
 */
export const migrationsBefore = (tag: string) => migrationsUpTo(tag, 0);

/** The same, with `tag` itself: the schema just after it, before any later migration. */
export const migrationsThrough = (tag: string) => migrationsUpTo(tag, 1);

function migrationsUpTo(tag: string, past: 0 | 1): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-migrations-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as Journal;
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, at + past);
  fs.writeFileSync(file, JSON.stringify({ ...journal, entries }));
  return dir;
}

/** The rows of a raw `db.execute`, typed as the test expects them. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
