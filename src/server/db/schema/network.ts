import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * One row per pair of parents who ever asked to connect (either direction): pending, accepted or
 * declined. Withdrawing or removing deletes the row; a declined row stays for the cooldown.
 */
export const connections = pgTable(
  'connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: text('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: text('addressee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('connections_pair_idx').on(
      sql`least(${t.requesterId}, ${t.addresseeId})`,
      sql`greatest(${t.requesterId}, ${t.addresseeId})`,
    ),
    index('connections_requester_idx').on(t.requesterId),
    index('connections_addressee_idx').on(t.addresseeId),
    check('connections_status_check', sql`${t.status} in ('pending','accepted','declined')`),
    check('connections_not_self_check', sql`${t.requesterId} <> ${t.addresseeId}`),
  ],
);

/** A parent who blocked another: the blocked one can no longer find, ask or message them. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
  ],
);

/** The chat of two parents; `parent_a` < `parent_b`, so a pair has one conversation. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentA: text('parent_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentB: text('parent_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.parentA, t.parentB),
    index('conversations_parent_b_idx').on(t.parentB),
    check('conversations_order_check', sql`${t.parentA} < ${t.parentB}`),
  ],
);

/** Plain text, at most 2 000 characters; (sender, client_id) makes a retried send a no-op. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('messages_sender_client_idx').on(t.senderId, t.clientId),
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt, t.id),
    check(
      'messages_body_check',
      sql`length(btrim(${t.body})) > 0 and char_length(${t.body}) <= 2000`,
    ),
  ],
);

/**
 * What each parent's open streams are told (a message, a read receipt, a connection change), in
 * commit order per parent: the id is the SSE event id a reconnecting browser sends back.
 */
export const networkEvents = pgTable(
  'network_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('network_events_user_idx').on(t.userId, t.id)],
);
