import { countAttempt, forget } from '../../lib/attempt-throttle';
import type { z } from 'zod';
import { asCardType, cardDigits, cardLabel, parseExpiry } from '../../../shared/cards';
import {
  RECENT_TRANSACTIONS,
  type AddCardSchema,
  type PaymentMethod,
  type TopUpSchema,
  type Transaction,
  type TransactionListQuerySchema,
  type TransactionPage,
  type Wallet,
} from '../../../shared/schemas/wallet';
import type { AppDeps } from '../../lib/app-env';
import type { Database } from '../../db/client';
import type { PaymentIntentRow, PaymentMethodRow, WalletTransactionRow } from '../../db/schema';
import {
  gatewayRefused,
  notACard,
  payByCardWithIntent,
  paymentMethodNotFound,
  type ChargeRecord,
  type GatewayRefusal,
  type IntentAttempt,
} from '../../lib/payments';
import { pgErrorCode, rejectUnstorableText, unstorableText } from '../../lib/pg-errors';
import { creditWallet, walletBalance } from '../../lib/wallet-ledger';
import { encodeNewestFirstCursor, readNewestFirstCursor } from '../../lib/newest-first-cursor';
import { giftCardNotFound, giftCardRedeemed, idempotencyKeyReused } from './wallet.errors';
import {
  claimGiftCard,
  clearDefaultMethod,
  countTransactionRows,
  deleteMethodRow,
  findMethodRow,
  findTopUpRow,
  giftCardExists,
  hasDefaultMethod,
  insertCardRow,
  insertGiftCardMethodRow,
  listMethodRows,
  listTransactionRows,
  lockParentMethods,
  markDefaultMethod,
  oldestCardId,
  toPaymentMethod,
  toTransaction,
} from './wallet.queries';

type WalletDeps = Pick<AppDeps, 'db' | 'payments' | 'logger'>;

async function methods(db: Database, userId: string): Promise<PaymentMethod[]> {
  return (await listMethodRows(db, userId)).map(toPaymentMethod);
}

// ---------- Reading ----------

export async function getWallet(db: Database, userId: string): Promise<Wallet> {
  const [balanceCents, paymentMethods, transactions, recent] = await Promise.all([
    walletBalance(db, userId),
    methods(db, userId),
    countTransactionRows(db, userId),
    listTransactionRows(db, userId, RECENT_TRANSACTIONS),
  ]);
  return {
    balanceCents,
    paymentMethods,
    counts: {
      cards: paymentMethods.filter((m) => m.type === 'card').length,
      giftCards: paymentMethods.filter((m) => m.type === 'giftcard').length,
      transactions,
    },
    recentTransactions: recent.map(toTransaction),
  };
}

export async function listTransactions(
  db: Database,
  userId: string,
  query: z.output<typeof TransactionListQuerySchema>,
): Promise<TransactionPage> {
  const after = readNewestFirstCursor(query.cursor);
  const rows = await listTransactionRows(db, userId, query.limit + 1, after);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toTransaction),
    nextCursor:
      rows.length > query.limit && last
        ? encodeNewestFirstCursor({ createdAt: last.createdAtKey, id: last.id })
        : null,
  };
}

// ---------- Cards ----------

/**
 * The number and CVV go to the gateway and no further: only its token, the brand, last four,
 * expiry and the cardholder's name are stored. The first card becomes the default.
 */
export async function addCard(
  deps: WalletDeps,
  userId: string,
  input: z.output<typeof AddCardSchema>,
): Promise<PaymentMethod> {
  const expiry = parseExpiry(input.expiryDate);
  // The schema has already refused anything else; this keeps the types honest.
  if (!expiry) throw new Error('expiry was validated');
  // Refuse what PostgreSQL cannot store before the gateway sees the card: a refusal after
  // saveCard would leave a token at the gateway that no row refers to.
  if (input.cardholderName.includes('\u0000')) throw unstorableText();
  const saved = await deps.payments.saveCard({
    number: cardDigits(input.cardNumber),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: input.cvv,
    cardholderName: input.cardholderName,
  });
  if (!saved.ok) throw gatewayRefused(saved);
  const { card } = saved;
  const row = await rejectUnstorableText(() =>
    deps.db.transaction(async (tx) => {
      await lockParentMethods(tx, userId);
      const makeDefault = input.setAsDefault || !(await hasDefaultMethod(tx, userId));
      if (makeDefault) await clearDefaultMethod(tx, userId);
      return insertCardRow(
        tx,
        userId,
        {
          cardBrand: asCardType(card.brand),
          lastFour: card.lastFour,
          expMonth: expiry.month,
          expYear: expiry.year,
          cardholderName: input.cardholderName,
          gatewayToken: card.token,
        },
        makeDefault,
      );
    }),
  );
  deps.logger.info({ userId, paymentMethodId: row.id }, 'card saved');
  return toPaymentMethod(row);
}

/** Cards only: clears the old default and sets the new one in one transaction. */
export async function setDefaultMethod(
  db: Database,
  userId: string,
  id: string,
): Promise<PaymentMethod[]> {
  await db.transaction(async (tx) => {
    await lockParentMethods(tx, userId);
    const row = await findMethodRow(tx, userId, id);
    if (!row) throw paymentMethodNotFound();
    if (row.type !== 'card') throw notACard();
    if (row.isDefault) return;
    await clearDefaultMethod(tx, userId);
    await markDefaultMethod(tx, userId, id);
  });
  return methods(db, userId);
}

/** Removing the default makes the oldest remaining card the default. */
export async function deleteMethod(
  db: Database,
  userId: string,
  id: string,
): Promise<PaymentMethod[]> {
  await db.transaction(async (tx) => {
    await lockParentMethods(tx, userId);
    const removed = await deleteMethodRow(tx, userId, id);
    if (!removed) throw paymentMethodNotFound();
    if (!removed.isDefault) return;
    const next = await oldestCardId(tx, userId);
    if (next) await markDefaultMethod(tx, userId, next);
  });
  return methods(db, userId);
}

// ---------- Gift cards ----------

/**
 * Exactly one redemption of a code ever succeeds: the conditional UPDATE decides, and the credit,
 * the ledger row and the gift card method commit with it or not at all.
 */
/**
 * A parent tries codes a few at a time (lib/attempt-throttle), wherever the tries come from;
 * one that works forgets the count.
 */
export async function redeemGiftCard(db: Database, userId: string, code: string) {
  await countAttempt(db, 'giftCardRedeem', userId);
  const result = await db.transaction(async (tx) => {
    const giftCard = await claimGiftCard(tx, code, userId);
    if (!giftCard) return null;
    const credit = await creditWallet(tx, userId, {
      type: 'giftcard',
      amountCents: giftCard.amountCents,
      description: `Gift card added: ${giftCard.code}`,
    });
    const method = await insertGiftCardMethodRow(tx, userId, giftCard);
    return { giftCard, credit, method };
  });
  if (!result) throw (await giftCardExists(db, code)) ? giftCardRedeemed() : giftCardNotFound();
  await forget(db, 'giftCardRedeem', userId);
  const { giftCard, credit, method } = result;
  const paymentMethod = toPaymentMethod(method);
  if (paymentMethod.type !== 'giftcard') throw new Error('a gift card method was written');
  return {
    amountCents: giftCard.amountCents,
    balanceCents: credit.balanceCents,
    paymentMethod,
    transaction: toTransaction(credit.transaction),
  };
}

// ---------- Top-ups ----------

export type TopUpOutcome = {
  status: 200 | 201;
  body: { balanceCents: number; transaction: Transaction };
};

/** The gateway refused inside the top-up transaction: thrown so that nothing is written. */
class TopUpRefused extends Error {
  constructor(readonly refusal: GatewayRefusal) {
    super(refusal.message);
  }
}

const topUpDescription = (method: PaymentMethodRow) =>
  `Top up from ${cardLabel(method.cardBrand, method.lastFour)}`;

/**
 * The deposit already written under this key answers again only for the same top-up: the same
 * amount from the same saved card (by its id: another card with the same brand and last four is
 * another card). A deposit written before the card was recorded is compared by its description.
 */
async function replay(
  db: Database,
  userId: string,
  row: WalletTransactionRow,
  input: z.output<typeof TopUpSchema>,
  method: PaymentMethodRow,
): Promise<TopUpOutcome> {
  if (
    row.type !== 'deposit' ||
    row.amountCents !== input.amountCents ||
    (row.paymentMethodId === null
      ? row.description !== topUpDescription(method)
      : row.paymentMethodId !== method.id)
  ) {
    throw idempotencyKeyReused();
  }
  return {
    status: 200,
    body: { balanceCents: await walletBalance(db, userId), transaction: toTransaction(row) },
  };
}

/**
 * Charges one of the parent's saved cards and credits the wallet with a deposit that holds the
 * client's key. The same key again answers the first result without charging; a refusal writes
 * nothing, and a retry after it charges afresh.
 *
 * Order (decision records 009 and 019): a payment intent is committed first; then one transaction
 * takes the intent, writes the deposit holding the key, calls the gateway under the intent's key
 * and completes the intent. A concurrent request with the same key waits for the pending intent
 * and then answers the winner's deposit without reaching the gateway; a refusal rolls the deposit
 * back. A charge whose commit then fails is refunded; a crash between charge and commit leaves the
 * intent pending, and the payment sweep completes the deposit or refunds the charge.
 */
export async function topUp(
  deps: WalletDeps,
  userId: string,
  input: z.output<typeof TopUpSchema>,
): Promise<TopUpOutcome> {
  const { db } = deps;
  const method = await findMethodRow(db, userId, input.paymentMethodId);
  if (!method) throw paymentMethodNotFound();
  const token = method.gatewayToken;
  if (method.type !== 'card' || !token) throw notACard();

  return payByCardWithIntent<TopUpOutcome>(
    deps,
    {
      kind: 'top-up',
      userId,
      idempotencyKey: input.idempotencyKey,
      paymentMethodId: method.id,
      paymentLabel: topUpDescription(method),
      request: { amountCents: input.amountCents },
    },
    {
      find: async () => {
        const row = await findTopUpRow(db, userId, input.idempotencyKey);
        return row ? replay(db, userId, row, input, method) : undefined;
      },
      write: (attempt) => creditThenCharge(db, userId, input, { method, token }, attempt),
      // A deposit with this key committed first (written outside a card top-up): answer it.
      lostKey: (err) => pgErrorCode(err) === '23505',
    },
  );
}

/**
 * One transaction: the deposit holding the client's key, then the charge under the intent's key,
 * then the intent completed. A refusal rolls the deposit back and answers the gateway's reason.
 */
async function creditThenCharge(
  db: Database,
  userId: string,
  input: z.output<typeof TopUpSchema>,
  { method, token }: { method: PaymentMethodRow; token: string },
  attempt: IntentAttempt,
): Promise<TopUpOutcome> {
  try {
    const credit = await db.transaction(async (tx) => {
      await attempt.lock(tx);
      const written = await creditWallet(tx, userId, {
        type: 'deposit',
        amountCents: input.amountCents,
        description: topUpDescription(method),
        idempotencyKey: input.idempotencyKey,
        paymentMethodId: method.id,
      });
      const charge = await attempt.charge({
        token,
        amountCents: input.amountCents,
        description: 'Kidventure wallet top-up',
      });
      if (!charge.ok) throw new TopUpRefused(charge);
      await attempt.complete(tx);
      return written;
    });
    return {
      status: 201,
      body: { balanceCents: credit.balanceCents, transaction: toTransaction(credit.transaction) },
    };
  } catch (err) {
    if (err instanceof TopUpRefused) throw gatewayRefused(err.refusal);
    throw err;
  }
}

/**
 * The payment sweep's way to finish a top-up whose charge was taken but whose deposit never
 * committed: the deposit, under the client's key, for the amount charged. Throws when it cannot
 * be written (the sweep then refunds the charge).
 */
export async function completeTopUpIntent(
  tx: Database,
  intent: PaymentIntentRow,
  charge: ChargeRecord,
): Promise<void> {
  await creditWallet(tx, intent.userId, {
    type: 'deposit',
    amountCents: charge.amountCents,
    description: intent.paymentLabel,
    idempotencyKey: intent.idempotencyKey,
    paymentMethodId: intent.paymentMethodId,
  });
}
