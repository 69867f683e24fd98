import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/test-app';
import type { DatabaseHandle } from './client';
import { runMigrations } from './migrate';
import { migrationsBefore, rowsOf } from './migrations.test-helpers';

const MIGRATION = '0012_kid-documents-owner';

let handle: DatabaseHandle;
let earlier: string;

beforeAll(async () => {
  handle = await createTestDatabase({ fromTemplate: false, migrate: false });
  earlier = migrationsBefore(MIGRATION);
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(earlier, { recursive: true, force: true });
});

describe(`migration ${MIGRATION}: a kid's documents belong to the kid's parent`, () => {
  it('keeps every existing document, gives a stray one to its kid’s parent, then refuses strays', async () => {
    await runMigrations(handle, earlier);
    const db = handle.db;
    await db.execute(sql`
      insert into users (id, name, email) values ('u-a', 'A', 'a@example.com'), ('u-b', 'B', 'b@example.com')`);
    await db.execute(sql`
      insert into kid_profiles (id, user_id, name, birth_date, avatar_color) values
        ('00000000-0000-4000-8000-00000000000a', 'u-a', 'Ada', '2018-01-01', 'teal'),
        ('00000000-0000-4000-8000-00000000000b', 'u-b', 'Bo', '2017-01-01', 'teal')`);
    await db.execute(sql`
      insert into kid_documents (id, kid_id, user_id, name, content_type, size_bytes, storage_key) values
        ('00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-00000000000a', 'u-a', 'Form', 'application/pdf', 10, 'k1'),
        ('00000000-0000-4000-8000-0000000000d2', '00000000-0000-4000-8000-00000000000b', 'u-b', 'Photo', 'image/png', 20, 'k2'),
        ('00000000-0000-4000-8000-0000000000d3', '00000000-0000-4000-8000-00000000000a', 'u-b', 'Stray', 'image/png', 30, 'k3')`);

    await runMigrations(handle);

    const docs = rowsOf<{ id: string; user_id: string }>(
      await db.execute(sql`select id, user_id from kid_documents order by id`),
    );
    expect(docs.map((d) => [d.id.slice(-2), d.user_id])).toEqual([
      ['d1', 'u-a'],
      ['d2', 'u-b'],
      ['d3', 'u-a'],
    ]);

    // From now on the database itself refuses a document of another parent's kid…
    await expect(
      db.execute(sql`
        insert into kid_documents (kid_id, user_id, name, content_type, size_bytes, storage_key)
        values ('00000000-0000-4000-8000-00000000000a', 'u-b', 'Sneaky', 'image/png', 1, 'k4')`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update kid_documents set user_id = 'u-b' where storage_key = 'k1'`),
    ).rejects.toThrow();

    // …and a kid's documents still go with the kid.
    await db.execute(
      sql`delete from kid_profiles where id = '00000000-0000-4000-8000-00000000000a'`,
    );
    const left = rowsOf<{ storage_key: string }>(
      await db.execute(sql`select storage_key from kid_documents order by storage_key`),
    );
    expect(left.map((r) => r.storage_key)).toEqual(['k2']);
  });
});
