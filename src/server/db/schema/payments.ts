import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TRANSACTION_TYPES } from '../../../shared/schemas/wallet';
import { users } from './auth';

const inList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));

/**
 * The parent's wallet balance in cents: always the sum of their wallet_transactions, changed only
 * in the same transaction that writes the ledger row, and never below zero (the CHECK refuses it).
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balanceCents: integer('balance_cents').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_check', sql`${t.balanceCents} >= 0`)],
);

/**
 * The wallet's ledger. Amounts are signed: deposits, gift cards and refunds add; payments and
 * withdrawals subtract. Card payments do not touch the wallet and so are not here.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The booking paid or refunded, when there is one. */
    bookingId: uuid('booking_id'),
    /** The client's key for a top-up: a retry with the same key returns this row, never a second charge. */
    idempotencyKey: text('idempotency_key'),
    /**
     * The saved card a top-up charged, so a replay of its key is matched by card, not by the card's
     * words. No foreign key: the deposit stays in the ledger after the card is removed.
     */
    paymentMethodId: uuid('payment_method_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_transactions_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('wallet_transactions_idempotency_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('wallet_transactions_type_check', sql`${t.type} in (${inList(TRANSACTION_TYPES)})`),
    check(
      'wallet_transactions_sign_check',
      sql`case when ${t.type} in ('deposit', 'giftcard', 'refund') then ${t.amountCents} > 0
               when ${t.type} in ('payment', 'withdrawal') then ${t.amountCents} < 0
               else ${t.amountCents} <> 0 end`,
    ),
  ],
);

/** Codes issued by the server (npm run giftcards); each can be redeemed once, ever. */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Normalised: upper case, no spaces (shared/gift-codes.ts). */
    code: text('code').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once, by the single UPDATE … WHERE redeemed_at IS NULL that wins. */
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** Null again if that parent deletes their account; redeemed_at keeps the code spent. */
    redeemedBy: text('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('gift_cards_amount_check', sql`${t.amountCents} > 0`),
    check('gift_cards_code_check', sql`${t.code} ~ '^[A-Z0-9-]{8,16}$'`),
  ],
);

/**
 * Saved cards (only what the gateway returns: brand, last four, expiry, name and its token, never
 * the number or CVV) and redeemed gift cards (a record of the code and amount credited).
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['card', 'giftcard'] }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    cardBrand: text('card_brand'),
    lastFour: text('last_four'),
    expMonth: smallint('exp_month'),
    expYear: smallint('exp_year'),
    cardholderName: text('cardholder_name'),
    /** The gateway's reference for charging this card again. */
    gatewayToken: text('gateway_token'),
    giftCardId: uuid('gift_card_id').references(() => giftCards.id, { onDelete: 'set null' }),
    giftCardCode: text('gift_card_code'),
    giftCardAmountCents: integer('gift_card_amount_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_methods_user_idx').on(t.userId, t.createdAt, t.id),
    // One default per parent, enforced by the database.
    uniqueIndex('payment_methods_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check(
      'payment_methods_card_check',
      sql`${t.type} <> 'card' or (${t.cardBrand} is not null and ${t.lastFour} ~ '^[0-9]{4}$'
        and ${t.expMonth} between 1 and 12 and ${t.expYear} between 2000 and 2199
        and ${t.cardholderName} is not null and ${t.gatewayToken} is not null)`,
    ),
    check(
      'payment_methods_giftcard_check',
      sql`${t.type} <> 'giftcard' or (not ${t.isDefault} and ${t.giftCardCode} is not null
        and ${t.giftCardAmountCents} > 0)`,
    ),
  ],
);

/**
 * A card charge the app is about to make, written and committed BEFORE the gateway is called
 * (decision record 021). The request that wrote it confirms it in the transaction that records
 * the booking or the deposit; if that never commits (a crash, a lost answer), the row stays
 * 'pending' and the sweep (lib/payment-sweep) asks the gateway and completes or refunds it.
 * No foreign keys: the record outlives the card, the activity and the account it was for.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    /** Also the id of the booking or deposit it writes; the gateway key is `{kind}:{id}`. */
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['booking', 'top-up'] }).notNull(),
    userId: text('user_id').notNull(),
    /** The client's idempotency key of the booking or top-up. */
    idempotencyKey: text('idempotency_key').notNull(),
    paymentMethodId: uuid('payment_method_id'),
    /** What the parent pays with, as the booking or deposit shows it: 'Visa ending in 4242'. */
    paymentLabel: text('payment_label').notNull(),
    /** What was asked: a top-up's amount; a booking's activity, sessions and children. */
    request: jsonb('request')
      .$type<
        | { amountCents: number }
        | { activityId: number; sessionIds?: number[]; kidIds: string[]; walletCents?: number }
      >()
      .notNull(),
    status: text('status', { enum: ['pending', 'completed', 'refunded', 'abandoned'] })
      .notNull()
      .default('pending'),
    /** Who settled it ('request' or 'sweep') and how, in words, e.g. 'refunded: activity_full'. */
    settledBy: text('settled_by', { enum: ['request', 'sweep'] }),
    outcome: text('outcome'),
    chargeId: text('charge_id'),
    refundId: text('refund_id'),
    amountCents: integer('amount_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    // One attempt at a time per key: a concurrent request with the same key waits for this one.
    uniqueIndex('payment_intents_pending_key_idx')
      .on(t.userId, t.kind, t.idempotencyKey)
      .where(sql`${t.status} = 'pending'`),
    index('payment_intents_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check(
      'payment_intents_settled_check',
      sql`(${t.status} = 'pending') = (${t.settledAt} is null)`,
    ),
  ],
);

export type PaymentIntentRow = typeof paymentIntents.$inferSelect;
export type WalletTransactionRow = typeof walletTransactions.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type GiftCardRow = typeof giftCards.$inferSelect;
