import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { BOOKING_MODES } from '../../../shared/program-options';
import { REGISTRATION_MODES } from '../../../shared/registration';
import { users } from './auth';

/** Drizzle has no tsvector type; the column is filled by a trigger (migration 0004). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const providers = pgTable(
  'providers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable key used by the demo seed and imports to update instead of duplicating. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    website: text('website'),
    /** Off the second and further children of one booking, in percent; null for none. */
    siblingDiscountPercent: smallint('sibling_discount_percent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'providers_sibling_discount_check',
      sql`${t.siblingDiscountPercent} is null or ${t.siblingDiscountPercent} between 1 and 90`,
    ),
  ],
);

export const activities = pgTable(
  'activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** The source's own id for this activity (seed or import), unique per provider. */
    externalRef: text('external_ref').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    type: text('type').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    locationName: text('location_name').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    imageUrl: text('image_url').notNull(),
    /** Per session (drop-in), per term or per week, as `bookingMode` says. */
    priceCents: integer('price_cents').notNull(),
    bookingMode: text('booking_mode', { enum: BOOKING_MODES }).notNull().default('drop_in'),
    /** A term's or a camp week's price for one session booked alone; null when not offered. */
    dropInPriceCents: integer('drop_in_price_cents'),
    /**
     * date … spots_left summarise the program's sessions (decision 043): the first session's date
     * and times, the largest capacity, and the places its best option can still get. Kept by the
     * sessions' triggers (migration 0018); activity_sessions is the truth.
     */
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    ageMin: smallint('age_min').notNull(),
    ageMax: smallint('age_max').notNull(),
    capacity: integer('capacity').notNull(),
    spotsLeft: integer('spots_left').notNull(),
    /** When booking opens (registration day, decision 061); null: open already. */
    registrationOpensAt: timestamp('registration_opens_at', { withTimezone: true }),
    /** How the opening gives out its places: a line (decision 062) or a lottery (063). */
    registrationMode: text('registration_mode', { enum: REGISTRATION_MODES })
      .notNull()
      .default('line'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Search columns, kept by the activities_search_refresh trigger from the activity and its
     * provider (never written by the app): weighted full-text (title A, type and tags B,
     * provider C, description D); every searchable field lower-cased, one per line, for the
     * spec's substring rule; and the short fields (search_terms: no longer read by search,
     * whose typo tolerance goes through the search_words vocabulary, decision 006).
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
    searchText: text('search_text').notNull().default(''),
    searchTerms: text('search_terms').notNull().default(''),
  },
  (t) => [
    unique('activities_provider_ref_unique').on(t.providerId, t.externalRef),
    index('activities_date_idx').on(t.date, t.startTime, t.id),
    // Category filters, and For You's soonest few of each category.
    index('activities_type_date_idx').on(t.type, t.date, t.startTime, t.id),
    index('activities_search_vector_idx').using('gin', t.searchVector),
    // Relevance's first tier, "every word in the title", answered by the index alone.
    index('activities_title_search_idx').using('gin', sql`to_tsvector('english', ${t.title})`),
    index('activities_search_text_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('activities_tags_idx').using('gin', t.tags),
    index('activities_lat_lng_idx').on(t.lat, t.lng),
    // Keyset orders of the search sorts (docs/decisions/006-activity-search.md): price, newest,
    // and popular (most seats taken first, as spots_left - capacity ascending).
    index('activities_price_idx').on(t.priceCents, t.date, t.startTime, t.id),
    index('activities_created_idx').on(t.createdAt, t.id),
    index('activities_taken_idx').on(sql`(${t.spotsLeft} - ${t.capacity})`, t.id),
    check('activities_price_check', sql`${t.priceCents} >= 0`),
    check(
      'activities_booking_mode_check',
      sql`${t.bookingMode} in ('drop_in', 'term', 'camp_week')`,
    ),
    check(
      'activities_drop_in_price_check',
      sql`${t.dropInPriceCents} is null or (${t.dropInPriceCents} >= 0 and ${t.bookingMode} <> 'drop_in')`,
    ),
    check('activities_ages_check', sql`${t.ageMin} >= 0 and ${t.ageMin} <= ${t.ageMax}`),
    check('activities_times_check', sql`${t.startTime} < ${t.endTime}`),
    check(
      'activities_spots_check',
      sql`${t.capacity} > 0 and ${t.spotsLeft} >= 0 and ${t.spotsLeft} <= ${t.capacity}`,
    ),
    check('activities_lat_check', sql`${t.lat} between -90 and 90`),
    check('activities_lng_check', sql`${t.lng} between -180 and 180`),
  ],
);

/** One dated session of a program (decision 043): where its places are kept. */
export const activitySessions = pgTable(
  'activity_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    capacity: integer('capacity').notNull(),
    spotsLeft: integer('spots_left').notNull(),
  },
  (t) => [
    unique('activity_sessions_start_unique').on(t.activityId, t.date, t.startTime),
    index('activity_sessions_date_idx').on(t.date, t.startTime, t.id),
    check('activity_sessions_times_check', sql`${t.startTime} < ${t.endTime}`),
    check(
      'activity_sessions_spots_check',
      sql`${t.capacity} > 0 and ${t.spotsLeft} >= 0 and ${t.spotsLeft} <= ${t.capacity}`,
    ),
  ],
);

/**
 * Every word ever seen in an activity's searchable text, with its English lexeme,
 * kept by a trigger (migration 0005). Typo tolerance compares typed words with this short list
 * by trigram similarity rather than every activity's text; and a typed word whose lexeme is not
 * here cannot match any activity, so search skips those lookups. Words are never removed.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    /** to_tsvector('english', word)'s lexeme; null for a stop word. */
    lexeme: text('lexeme'),
  },
  (t) => [
    index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
    index('search_words_lexeme_idx').on(t.lexeme),
  ],
);

/**
 * Search palette and finder interactions (spec part 2, section 7): what was searched and what
 * was picked.
 */
export const boredombotLogs = pgTable(
  'boredombot_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The signed-in parent, or null for a visitor. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Generated once per page load by the web app. */
    sessionId: text('session_id').notNull(),
    /** One of BOREDOMBOT_LOG_TYPES (shared/palette-interactions). */
    searchType: text('search_type').notNull(),
    searchInput: text('search_input').notNull(),
    responseSummary: text('response_summary').notNull(),
    usedRecommendation: boolean('used_recommendation').notNull().default(false),
    /** { userAgent, platform, language } */
    deviceInfo: jsonb('device_info').$type<{
      userAgent: string;
      platform: string;
      language: string;
    }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('boredombot_logs_user_idx').on(t.userId)],
);
