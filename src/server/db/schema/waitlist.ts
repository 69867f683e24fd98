import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bookings } from './bookings';
import { activities } from './catalogue';

/** How a family that chose 'Book it for me' pays the moment a place frees up. */
export type AutoBook = { method: 'wallet' } | { method: 'card'; paymentMethodId: string };

/**
 * A family waiting for a full session, term or camp week (decision 060), in line by `position`.
 * An offer is a held booking under the entry's id as its key: when it ends unpaid the held row is
 * deleted and the entry with it; when it is paid for, the entry is deleted with the payment.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of the line: the first to join is served first. */
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** The option waited for: its sessions, soonest first. */
    sessionIds: integer('session_ids').array().notNull(),
    /** The children it is for, all offered together or not at all. */
    kidIds: uuid('kid_ids').array().notNull(),
    autoBook: jsonb('auto_book').$type<AutoBook>(),
    /** The held booking of the offer made to this family, while it lasts. */
    offerBookingId: uuid('offer_booking_id')
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('waitlist_entries_once').on(t.userId, t.activityId, t.sessionIds),
    index('waitlist_entries_line_idx')
      .on(t.activityId, t.position)
      .where(sql`${t.offerBookingId} is null`),
    index('waitlist_entries_user_idx').on(t.userId, t.createdAt),
  ],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
