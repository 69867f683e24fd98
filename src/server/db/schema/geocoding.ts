import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Answers of the public geocoding service, shared by every instance and kept across restarts
 * (decision 019). Keys name the question ('reverse:43.653,-79.383', 'search:cn tower'), never a
 * parent: no row says who asked.
 */
export const geocoderAnswers = pgTable(
  'geocoder_answers',
  {
    key: text('key').primaryKey(),
    answer: jsonb('answer').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('geocoder_answers_fetched_idx').on(t.fetchedAt)],
);

/**
 * One row: when the next request to the geocoding service may leave, for the whole app. Each
 * request moves it on by the spacing (one second) and waits for the slot it took.
 */
export const geocoderThrottle = pgTable(
  'geocoder_throttle',
  {
    id: smallint('id').primaryKey(),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('geocoder_throttle_one_row', sql`${t.id} = 1`)],
);
