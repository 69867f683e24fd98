import type { SQL } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';

/** Rows of a raw statement; both drivers answer { rows }. */
export async function sqlRows<T>(db: Database, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}
