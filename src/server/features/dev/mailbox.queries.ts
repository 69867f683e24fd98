import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';

/** The newest mail kept in the outbox (when no SMTP server is configured). */
export async function listOutbox(db: Database, limit: number) {
  return db
    .select({
      id: outboxMessages.id,
      to: outboxMessages.to,
      subject: outboxMessages.subject,
      text: outboxMessages.text,
      html: outboxMessages.html,
      links: outboxMessages.links,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}
