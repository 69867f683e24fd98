import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

export const providers = pgTable('providers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Stable key used by the demo seed and imports to update instead of duplicating. */
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  website: text('website'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    priceCents: integer('price_cents').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    ageMin: smallint('age_min').notNull(),
    ageMax: smallint('age_max').notNull(),
    capacity: integer('capacity').notNull(),
    spotsLeft: integer('spots_left').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('activities_provider_ref_unique').on(t.providerId, t.externalRef),
    index('activities_date_idx').on(t.date),
    index('activities_type_idx').on(t.type),
    check('activities_price_check', sql`${t.priceCents} >= 0`),
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
