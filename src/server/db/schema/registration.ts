import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AutoBook } from '../../../shared/schemas/waitlist';
import { users } from './auth';
import { bookings } from './bookings';
import { activities } from './catalogue';

/**
 * A parent's 'Remind me' on a program whose registration has not opened (decision 061): reminder
 * jobs go out a day and ten minutes before the opening, rescheduled when the opening moves.
 */
export const registrationReminders = pgTable(
  'registration_reminders',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.activityId] }),
    index('registration_reminders_activity_idx').on(t.activityId),
  ],
);

/**
 * The waiting room of one program's opening (decision 062). The draw at the opening instant is
 * recorded: `seed` orders the families who joined before it (by md5(seed || entry id)), so anyone
 * holding the seed and the entries can check it. `admittedThrough` is the last rank let in or
 * passed over; `nextRank` the rank the next family to join after the draw gets.
 */
export const registrationLines = pgTable('registration_lines', {
  activityId: integer('activity_id')
    .primaryKey()
    .references(() => activities.id, { onDelete: 'cascade' }),
  /** The opening this line is for: a line whose opening moved starts again. */
  opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
  seed: text('seed'),
  drawnAt: timestamp('drawn_at', { withTimezone: true }),
  /** Families in the draw. */
  entrants: integer('entrants').notNull().default(0),
  admittedThrough: bigint('admitted_through', { mode: 'number' }).notNull().default(0),
  nextRank: bigint('next_rank', { mode: 'number' }).notNull().default(1),
  /** When the line next moves (an admission job is due); null while nobody waits. */
  nextTickAt: timestamp('next_tick_at', { withTimezone: true }),
  /** When the places ran out and everyone still waiting went to the waitlist. */
  soldOutAt: timestamp('sold_out_at', { withTimezone: true }),
});

/**
 * One family (account) in one program's line, with the booking it prepared: one row per account,
 * so a reload or a second tab keeps the same place. `rank` is given at the draw, or on joining
 * after it. Once let in, the places are held as a booking under the entry's id; `bookingId`
 * follows it (paid: booked; deleted when the hold ended: timed out).
 */
export const registrationEntries = pgTable(
  'registration_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => registrationLines.activityId, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionIds: integer('session_ids').array().notNull(),
    kidIds: uuid('kid_ids').array().notNull(),
    /** 'Book it for me': the way to pay charged the moment the family is let in; null: it pays itself. */
    autoBook: jsonb('auto_book').$type<AutoBook>(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    rank: bigint('rank', { mode: 'number' }),
    /** waiting, admitted, waitlisted or refused (booked and timed out are read from the booking). */
    state: text('state', { enum: ['waiting', 'admitted', 'waitlisted', 'refused'] })
      .notNull()
      .default('waiting'),
    /** Why the prepared booking was refused: the booking API's error code. */
    refusal: text('refusal'),
    /** The refusal's message, as the booking API words it (it names the child). */
    refusalMessage: text('refusal_message'),
    admittedAt: timestamp('admitted_at', { withTimezone: true }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('registration_entries_once').on(t.activityId, t.userId),
    index('registration_entries_rank_idx')
      .on(t.activityId, t.rank)
      .where(sql`${t.state} = 'waiting'`),
  ],
);
