import type { Database } from '../db/client';
import { outboxMessages } from '../db/schema';

/** Keeps a message in the outbox table (the development mailbox lists it). */
export async function insertOutboxMessage(
  db: Database,
  message: Omit<typeof outboxMessages.$inferInsert, 'id' | 'createdAt'>,
) {
  await db.insert(outboxMessages).values(message);
}
