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
export function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-migrations-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as Journal;
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  fs.writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

/** The rows of a raw `db.execute`, typed as the test expects them. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
