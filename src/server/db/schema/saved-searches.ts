import { date, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { SavedSearchQuery } from '../../../shared/schemas/saved-search';
import { users } from './auth';

/**
 * A search a parent asked to hear about (issue 30, decision 056): a Discover search or a finder
 * request, as it was made. A catalogue import or the demo top-up checks every one against the
 * sessions it added, and tells the parent at most once a day.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'discover' or 'finder': what `query` holds. */
    source: text('source').$type<SavedSearchQuery['source']>().notNull(),
    /** The search's parameters, as its page sends them (no page, cursor or clock). */
    query: jsonb('query').$type<SavedSearchQuery['query']>().notNull(),
    /** The query written one way (keys sorted), so saving the same search twice keeps one. */
    queryKey: text('query_key').notNull(),
    /** The search on its own page (`/activities?…`), as the parent left it. */
    link: text('link').notNull(),
    /** What the parent sees it as: "Music · Age 6 · Saturday". */
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The day (server's) the parent was last told of it: once a day at most. */
    notifiedOn: date('notified_on', { mode: 'string' }),
  },
  (t) => [
    unique('saved_searches_query_unique').on(t.userId, t.source, t.queryKey),
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    check('saved_searches_source_check', sql`${t.source} in ('discover', 'finder')`),
  ],
);
