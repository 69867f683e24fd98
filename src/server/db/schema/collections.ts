import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { activities } from './catalogue';

/** An activity the parent saved with the heart (spec part 2 section 3 'Favorite'); once each. */
export const favorites = pgTable(
  'favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('favorites_user_activity_unique').on(t.userId, t.activityId)],
);

/**
 * A named list of activities (spec part 2 section 3 'Activity list'). While shared it has a
 * share token (the secret in its link); turning sharing off clears it, so the old link dies.
 */
export const activityLists = pgTable(
  'activity_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    isShared: boolean('is_shared').notNull().default(false),
    shareToken: text('share_token').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_lists_user_updated_idx').on(t.userId, t.updatedAt),
    check('activity_lists_name_check', sql`length(btrim(${t.name})) between 1 and 80`),
    check(
      'activity_lists_description_check',
      sql`${t.description} is null or length(${t.description}) <= 500`,
    ),
    check(
      'activity_lists_share_check',
      sql`(${t.isShared} and ${t.shareToken} is not null) or (not ${t.isShared} and ${t.shareToken} is null)`,
    ),
  ],
);

/** An activity in a list; once per list, so racing adds of one activity leave one item. */
export const activityListItems = pgTable(
  'activity_list_items',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => activityLists.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.activityId] }),
    index('activity_list_items_activity_idx').on(t.activityId),
  ],
);
