import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant shared by every instance: only one applies migrations at a time. */
const MIGRATION_LOCK_KEY = 7_240_001;

/** Applies the migrations (a test may name a folder holding only the earlier ones). */
export async function runMigrations(
  handle: DatabaseHandle,
  folder: string = migrationsFolder,
): Promise<void> {
  await handle.withAdvisoryLock(MIGRATION_LOCK_KEY, async (db) => {
    if (handle.kind === 'pglite') {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: folder });
    } else {
      await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: folder });
    }
  });
}
