import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NotificationSettings } from '../../../shared/notifications';
import { users } from './auth';

/**
 * Work to do at a time, by whichever instance claims it first (lib/jobs.ts, decision 049):
 * reminders, e-mail and push deliveries, message digests, saved-search checks. A job is deleted
 * when done; one that failed every attempt keeps its row with `failed_at`, for a look.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** At most one waiting job per key ("reminder:24h:<booking>:<session>"); null: no such limit. */
    key: text('key'),
    attempts: integer('attempts').notNull().default(0),
    /** Claimed until then by the claim `locked_by`; past it, another instance may claim it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: uuid('locked_by'),
    lastError: text('last_error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_key_idx').on(t.key),
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.failedAt} is null`),
  ],
);

/** What the bell lists: one row per thing a parent is told, read or not. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path in the app: what the notification is about. */
    link: text('link').notNull(),
    /** Once per key and parent ("reminder:24h:<booking>:<session>"): a retried job tells once. */
    key: text('key'),
    /** What the e-mail and push renderers need beyond the text (a booking's id, a sender). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_user_key_idx').on(t.userId, t.key),
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** A parent's choices (shared/notifications.ts); no row: the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Partial<NotificationSettings>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One browser's push subscription (Push API); the endpoint names the device. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** "Chrome on Android", for the settings list. */
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
