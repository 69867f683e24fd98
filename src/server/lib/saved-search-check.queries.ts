import { max } from 'drizzle-orm';
import type { Database } from '../db/client';
import { activitySessions } from '../db/schema';

/** The highest session id this transaction sees (0 when there is none). */
export async function latestSessionId(tx: Database): Promise<number> {
  const [row] = await tx.select({ id: max(activitySessions.id) }).from(activitySessions);
  return row?.id ?? 0;
}
