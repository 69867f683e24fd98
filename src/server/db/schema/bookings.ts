import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { activities, activitySessions } from './catalogue';
import { kidProfiles } from './family';
import { paymentMethods } from './payments';

/**
 * A paid booking of one activity for one or more of the parent's children (spec part 2 section 3).
 * Written in one transaction with its participants, the spots it takes and its payment.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'restrict' }),
    /** The client's key: a retry with the same key returns this booking, never a second charge. */
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * Price per child when booked, and the total charged: price × children, less the sibling
     * discount, in cents.
     */
    priceCents: integer('price_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The provider's sibling discount taken off price × children; 0 without one. */
    discountCents: integer('discount_cents').notNull().default(0),
    paymentStatus: text('payment_status', { enum: ['completed', 'pending', 'failed'] })
      .notNull()
      .default('completed'),
    /** 'wallet' (a ledger debit) or 'card' (a gateway charge on payment_method_id). */
    paymentKind: text('payment_kind', { enum: ['wallet', 'card'] }).notNull(),
    /** Null for wallet payments, or once the card is removed (the charge id still refunds it). */
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    /** What the parent paid with, as shown later: 'Wallet' or 'Visa ending in 4242'. */
    paymentLabel: text('payment_label').notNull(),
    gatewayChargeId: text('gateway_charge_id'),
    /**
     * What the wallet paid: the total for a wallet booking, 0 for a card booking, and for a split
     * payment (a card booking with a wallet part) the wallet's part, the card paying the rest.
     */
    walletCents: integer('wallet_cents').notNull().default(0),
    /**
     * 'held': the places are taken while the parent pays (decision 057), until held_until; the
     * payment fields are filled in when it is confirmed. A hold that ends unpaid is deleted.
     */
    status: text('status', { enum: ['held', 'confirmed', 'cancelled'] })
      .notNull()
      .default('confirmed'),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Cents returned on cancellation (0 when cancelled inside 24 hours); null while confirmed. */
    refundCents: integer('refund_cents'),
    gatewayRefundId: text('gateway_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bookings_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('bookings_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('bookings_activity_idx').on(t.activityId),
    check(
      'bookings_total_check',
      sql`${t.priceCents} >= 0 and ${t.totalCents} >= 0 and ${t.discountCents} >= 0`,
    ),
    // A held booking is not paid yet: the payment checks apply once it is confirmed.
    check(
      'bookings_card_check',
      sql`${t.status} = 'held' or ${t.paymentKind} = 'wallet' or ${t.totalCents} = 0
        or ${t.gatewayChargeId} is not null`,
    ),
    check(
      'bookings_wallet_part_check',
      sql`${t.walletCents} >= 0 and (${t.status} = 'held' or case when ${t.paymentKind} = 'wallet'
        then ${t.walletCents} = ${t.totalCents}
        else ${t.walletCents} < ${t.totalCents} or ${t.walletCents} = 0 end)`,
    ),
    check('bookings_held_check', sql`(${t.status} = 'held') = (${t.heldUntil} is not null)`),
    index('bookings_held_until_idx')
      .on(t.heldUntil)
      .where(sql`${t.status} = 'held'`),
    check(
      'bookings_cancel_check',
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)
        and (${t.status} = 'cancelled') = (${t.refundCents} is not null)
        and coalesce(${t.refundCents}, 0) between 0 and ${t.totalCents}`,
    ),
  ],
);

/** The children on a booking, by name for the parent's history (their places: booking_places). */
export const bookingParticipants = pgTable(
  'booking_participants',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Null if the child's profile is later deleted; the name stays for the parent's history. */
    kidId: uuid('kid_id').references(() => kidProfiles.id, { onDelete: 'set null' }),
    kidName: text('kid_name').notNull(),
    activityId: integer('activity_id').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('booking_participants_booking_idx').on(t.bookingId),
    index('booking_participants_kid_idx').on(t.kidId),
  ],
);

/**
 * The places a booking holds: one per session and child (decision 043). An active row holds one
 * spot of its session; a child is booked once per session.
 */
export const bookingPlaces = pgTable(
  'booking_places',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => activitySessions.id, { onDelete: 'restrict' }),
    /** Null if the child's profile is later deleted (the place is given back then). */
    kidId: uuid('kid_id').references(() => kidProfiles.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('booking_places_booking_idx').on(t.bookingId),
    index('booking_places_kid_idx').on(t.kidId),
    uniqueIndex('booking_places_once_idx')
      .on(t.sessionId, t.kidId)
      .where(sql`${t.active}`),
  ],
);

/** The secret in a parent's private iCal feed URL; replaced when they reset it. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BookingRow = typeof bookings.$inferSelect;
