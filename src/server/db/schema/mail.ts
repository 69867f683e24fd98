import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail kept when no SMTP server is configured; listed at /dev/mailbox outside production. */
export const outboxMessages = pgTable('outbox_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  links: jsonb('links').$type<string[]>().notNull().default([]),
  /** Extra headers (Message-ID, List-Unsubscribe), as SMTP would have sent them. */
  headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
