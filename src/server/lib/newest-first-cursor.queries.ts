import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { NewestFirstCursor } from './newest-first-cursor';

/** The SQL of the newest-first page cursor (lib/newest-first-cursor). */

/** A row's created_at as PostgreSQL's microsecond UTC text: what the cursor keeps. */
export const createdAtCursorText = (createdAt: PgColumn) =>
  sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The rows after the cursor in newest-first (created_at desc, id desc) order. */
export const olderThanCursor = (
  createdAt: PgColumn,
  id: PgColumn,
  cursor: NewestFirstCursor,
  idType: 'uuid' | 'text' = 'uuid',
): SQL =>
  sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::${sql.raw(idType)})`;
