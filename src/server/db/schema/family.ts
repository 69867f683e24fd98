import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A child of the parent (spec part 1 section 3 'Kid profile'), every field stored. */
export const kidProfiles = pgTable(
  'kid_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    avatarColor: text('avatar_color').notNull(),
    allergies: text('allergies'),
    schoolGrade: text('school_grade'),
    schoolDistrict: text('school_district'),
    goodToKnow: text('good_to_know'),
    favoriteThings: text('favorite_things'),
    dislikes: text('dislikes'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    emergencyContactRelationship: text('emergency_contact_relationship'),
    ...timestamps,
  },
  (t) => [
    index('kid_profiles_user_name_idx').on(t.userId, t.name),
    // The target of kid_documents' (kid, owner) foreign key.
    unique('kid_profiles_id_user_unique').on(t.id, t.userId),
    check('kid_profiles_name_check', sql`length(btrim(${t.name})) > 0`),
    check(
      'kid_profiles_grade_check',
      sql`${t.schoolGrade} is null or ${t.schoolGrade} in ('preschool','kindergarten','1st','2nd','3rd','4th','5th','6th','notApplicable')`,
    ),
    check(
      'kid_profiles_relationship_check',
      sql`${t.emergencyContactRelationship} is null or ${t.emergencyContactRelationship} in ('parent','grandparent','aunt-uncle','sibling','neighbor','friend','other')`,
    ),
    // A contact is saved only with a name: no phone or relationship without one.
    check(
      'kid_profiles_contact_check',
      sql`${t.emergencyContactName} is not null or (${t.emergencyContactPhone} is null and ${t.emergencyContactRelationship} is null)`,
    ),
  ],
);

/** A file kept for a child (medical forms, photos…), stored by lib/storage under a generated key. */
export const kidDocuments = pgTable(
  'kid_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kidId: uuid('kid_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A document belongs to its kid's parent: the database refuses any other owner.
    foreignKey({
      name: 'kid_documents_kid_owner_fk',
      columns: [t.kidId, t.userId],
      foreignColumns: [kidProfiles.id, kidProfiles.userId],
    }).onDelete('cascade'),
    index('kid_documents_kid_idx').on(t.kidId),
    index('kid_documents_user_idx').on(t.userId),
    check('kid_documents_name_check', sql`length(btrim(${t.name})) > 0`),
    check('kid_documents_size_check', sql`${t.sizeBytes} > 0`),
  ],
);

/** What the parent is looking for; one row per parent (its existence completes onboarding). */
export const parentPreferences = pgTable(
  'parent_preferences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityTypes: text('activity_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    preferredDays: text('preferred_days')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    preferredTimes: text('preferred_times')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    maxDistance: smallint('max_distance').notNull().default(10),
    ageMin: smallint('age_min').notNull().default(0),
    ageMax: smallint('age_max').notNull().default(12),
    ...timestamps,
  },
  (t) => [
    check('parent_preferences_distance_check', sql`${t.maxDistance} between 0 and 50`),
    check(
      'parent_preferences_ages_check',
      sql`${t.ageMin} between 0 and 12 and ${t.ageMax} between 0 and 12 and ${t.ageMin} <= ${t.ageMax}`,
    ),
  ],
);
