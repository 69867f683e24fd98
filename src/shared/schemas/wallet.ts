import { z } from 'zod';
import {
  CARD_NUMBER_MAX_LENGTH,
  CARD_NUMBER_MIN_LENGTH,
  CARD_TYPES,
  cardDigits,
  isExpired,
  parseExpiry,
  passesLuhn,
} from '../cards';
import { GIFT_CARD_CODE_MAX, GIFT_CARD_CODE_MIN, normalizeGiftCardCode } from '../gift-codes';

/**
 * The wallet's API contract (docs/booking-api.md) and its form rules (spec part 2, sections 3, 5).
 * Messages are whole sentences, shown to the parent as they are.
 */

export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'giftcard',
  'payment',
  'refund',
  'other',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Overview shows the 5 most recent transactions (spec part 2, section 9). */
export const RECENT_TRANSACTIONS = 5;
export const TRANSACTION_PAGE_DEFAULT = 20;
export const TRANSACTION_PAGE_MAX = 100;

/** Top-ups charge a saved card; bounds chosen by us (the spec shows no behaviour). */
export const TOP_UP_MIN_CENTS = 500;
export const TOP_UP_MAX_CENTS = 50_000;
export const TOP_UP_PRESETS_CENTS = [2_000, 5_000, 10_000] as const;

/** A client-chosen key that makes a retried request safe: the same key never charges twice. */
export const IdempotencyKeySchema = z
  .string({ error: 'An idempotency key is required' })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'The idempotency key must be 8–100 letters, digits, - or _');

// ---------- Add-card form (spec: cardNumber, cardholderName, expiryDate, cvv, setAsDefault) ----------

export const CardNumberSchema = z
  .string({ error: 'Card number must be 16 digits' })
  .trim()
  .min(CARD_NUMBER_MIN_LENGTH, 'Card number must be 16 digits')
  .max(CARD_NUMBER_MAX_LENGTH, 'Card number cannot exceed 19 digits')
  .regex(/^[\d\s-]+$/, 'Card number can only contain digits, spaces, or hyphens')
  .refine((v) => cardDigits(v).length >= CARD_NUMBER_MIN_LENGTH, 'Card number must be 16 digits')
  .refine(passesLuhn, 'This card number is not valid. Please check it and try again.');

export const ExpiryDateSchema = z
  .string({ error: 'Expiry date must be in MM/YY format' })
  .trim()
  .refine((v) => parseExpiry(v) !== null, 'Expiry date must be in MM/YY format')
  .refine((v) => {
    const expiry = parseExpiry(v);
    return expiry === null || !isExpired(expiry);
  }, 'This card has expired');

export const AddCardSchema = z
  .object({
    cardNumber: CardNumberSchema,
    cardholderName: z
      .string({ error: 'Cardholder name is required' })
      .trim()
      .min(2, 'Cardholder name is required')
      .max(100, 'Cardholder name must be at most 100 characters'),
    expiryDate: ExpiryDateSchema,
    cvv: z
      .string({ error: 'CVV must be 3 digits' })
      .length(3, 'CVV must be 3 digits')
      .regex(/^\d+$/, 'CVV can only contain digits'),
    setAsDefault: z.boolean().default(false),
  })
  .meta({ id: 'AddCard' });
export type AddCardInput = z.input<typeof AddCardSchema>;

// ---------- Gift cards ----------

export const GiftCardCodeSchema = z
  .string({ error: 'Gift card code must be at least 8 characters' })
  .transform(normalizeGiftCardCode)
  .pipe(
    z
      .string()
      .min(GIFT_CARD_CODE_MIN, 'Gift card code must be at least 8 characters')
      .max(GIFT_CARD_CODE_MAX, 'Gift card code cannot exceed 16 characters')
      .regex(/^[A-Z0-9-]+$/, 'Gift card code can only contain letters, digits and hyphens'),
  );

export const RedeemGiftCardSchema = z
  .object({ giftCardCode: GiftCardCodeSchema })
  .meta({ id: 'RedeemGiftCard' });

// ---------- Top-up ----------

export const TopUpSchema = z
  .object({
    paymentMethodId: z.uuid({ error: 'Please choose a card to charge' }),
    amountCents: z
      .number({ error: 'Please enter an amount' })
      .int('Please enter an amount in whole cents')
      .min(TOP_UP_MIN_CENTS, 'The smallest top-up is $5.00')
      .max(TOP_UP_MAX_CENTS, 'The largest top-up is $500.00'),
    idempotencyKey: IdempotencyKeySchema,
  })
  .meta({ id: 'TopUp' });
export type TopUpInput = z.input<typeof TopUpSchema>;

// ---------- Responses ----------

export const CardMethodSchema = z.object({
  id: z.uuid(),
  type: z.literal('card'),
  isDefault: z.boolean(),
  cardType: z.enum(CARD_TYPES),
  lastFour: z.string(),
  /** 'MM/YY' */
  expiryDate: z.string(),
  cardholderName: z.string(),
  createdAt: z.iso.datetime(),
});

export const GiftCardMethodSchema = z.object({
  id: z.uuid(),
  type: z.literal('giftcard'),
  isDefault: z.literal(false),
  /** First 4 characters, the rest masked: 'KIDS••••••••'. */
  maskedCode: z.string(),
  amountCents: z.number().int(),
  createdAt: z.iso.datetime(),
});

export const PaymentMethodSchema = z
  .discriminatedUnion('type', [CardMethodSchema, GiftCardMethodSchema])
  .meta({ id: 'PaymentMethod' });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
export type CardMethod = z.infer<typeof CardMethodSchema>;

export const TransactionSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(TRANSACTION_TYPES),
    description: z.string(),
    /** Signed cents: positive adds to the balance, negative takes from it. */
    amountCents: z.number().int(),
    date: z.iso.datetime(),
    bookingId: z.uuid().nullable(),
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof TransactionSchema>;

export const TransactionPageSchema = z
  .object({ items: z.array(TransactionSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'TransactionPage' });
export type TransactionPage = z.infer<typeof TransactionPageSchema>;

export const TransactionListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(TRANSACTION_PAGE_MAX, `limit must be at most ${TRANSACTION_PAGE_MAX}`)
    .default(TRANSACTION_PAGE_DEFAULT),
  cursor: z.string().min(1).max(200).optional(),
});

export const WalletSchema = z
  .object({
    balanceCents: z.number().int(),
    /** Cards first (default first), then gift cards; oldest first within each. */
    paymentMethods: z.array(PaymentMethodSchema),
    counts: z.object({
      cards: z.number().int(),
      giftCards: z.number().int(),
      transactions: z.number().int(),
    }),
    /** The newest RECENT_TRANSACTIONS. */
    recentTransactions: z.array(TransactionSchema),
  })
  .meta({ id: 'Wallet' });
export type Wallet = z.infer<typeof WalletSchema>;

export const PaymentMethodListSchema = z
  .object({ paymentMethods: z.array(PaymentMethodSchema) })
  .meta({ id: 'PaymentMethodList' });

export const GiftCardRedeemedSchema = z
  .object({
    amountCents: z.number().int(),
    balanceCents: z.number().int(),
    paymentMethod: GiftCardMethodSchema,
    transaction: TransactionSchema,
  })
  .meta({ id: 'GiftCardRedeemed' });

export const TopUpResultSchema = z
  .object({ balanceCents: z.number().int(), transaction: TransactionSchema })
  .meta({ id: 'TopUpResult' });
