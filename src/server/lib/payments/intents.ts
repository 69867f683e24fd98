import type { Database } from '../../db/client';
import type { PaymentIntentRow } from '../../db/schema';
import type { Logger } from '../logger';
import { pgErrorCode } from '../pg-errors';
import { AppError } from '../http-errors';
import { REFUSAL_MESSAGES, type ChargeResult, type PaymentGateway } from './gateway';
import { paymentPending } from './payment-errors';
import { refundUnrecordedCharge } from './refund-unrecorded';
import {
  deletePendingIntent,
  hasPendingIntent,
  insertIntent,
  lockPendingIntent,
  settleIntentRow,
  type NewIntent,
} from './intents.queries';

/**
 * A card payment in three steps (decision record 021): the intent is written and committed first,
 * then the card is charged inside the caller's writing transaction, which confirms the intent as
 * it commits the booking or deposit. A crash (or a lost gateway answer) in between leaves the
 * intent pending with the charge at the gateway under `intentChargeKey`, for the sweep to settle.
 */

/** The gateway's key for an intent's charge: one per attempt, known before the charge is made. */
export const intentChargeKey = (intent: Pick<PaymentIntentRow, 'kind' | 'id'>) =>
  `${intent.kind === 'booking' ? 'booking' : 'topup'}:${intent.id}`;

/** The attempt's intent was settled (by the sweep) before its transaction took it: start again. */
export class IntentSettled extends Error {}

/** How long a request waits for another attempt with its key before answering payment_pending. */
const WAIT_FOR_OTHER_ATTEMPT_MS = 15_000;

type Deps = { db: Database; payments: PaymentGateway; logger: Logger };

/** What the writing transaction is given: its intent, and the steps that touch it. */
export type IntentAttempt = {
  intent: PaymentIntentRow;
  /** First statement of the writing transaction: takes the intent (throws IntentSettled). */
  lock(tx: Database): Promise<void>;
  /** Charges the card under the intent's key; a lost answer becomes a 503 and stays pending. */
  charge(input: { token: string; amountCents: number; description: string }): Promise<ChargeResult>;
  /** Last statement of the writing transaction: the intent is completed with it. */
  complete(tx: Database): Promise<void>;
};

/**
 * Runs a card payment under the client's key. `find` answers an earlier result under the key (a
 * replay); `write` is the writing transaction; `lostKey` says its error means that a concurrent
 * request with the key committed first (then the loop finds that one's result).
 */
export async function payByCardWithIntent<Result>(
  deps: Deps,
  intent: NewIntent,
  {
    find,
    write,
    lostKey,
  }: {
    find: () => Promise<Result | undefined>;
    write: (attempt: IntentAttempt) => Promise<Result>;
    lostKey: (err: unknown) => boolean;
  },
): Promise<Result> {
  const { db } = deps;
  for (let round = 0; round < 5; round += 1) {
    const seen = await find();
    if (seen !== undefined) return seen;
    const row = await insertIntent(db, intent);
    if (!row) {
      // Another attempt with this key is under way: wait for it to settle, then look again.
      if (!(await waitWhilePending(db, intent))) throw paymentPending();
      continue;
    }
    const { attempt, state } = startAttempt(deps, row);
    try {
      return await write(attempt);
    } catch (err) {
      await afterFailedAttempt(deps, row, { ...state, err });
      if (err instanceof IntentSettled || lostKey(err)) continue;
      throw err;
    }
  }
  throw paymentPending();
}

/** What an attempt learnt from the gateway, for the clean-up after a failed write. */
type AttemptState = {
  charged: { chargeId: string; amountCents: number } | undefined;
  /** The gateway gave no answer: it may or may not have taken the money. */
  answerLost: boolean;
};

/** The steps the writing transaction takes on its intent, and what they learn. */
function startAttempt(deps: Deps, row: PaymentIntentRow) {
  const { payments, logger } = deps;
  const state: AttemptState = { charged: undefined, answerLost: false };
  const attempt: IntentAttempt = {
    intent: row,
    async lock(tx) {
      if (!(await lockPendingIntent(tx, row.id, { skipLocked: false }))) {
        throw new IntentSettled();
      }
    },
    async charge(input) {
      let result: ChargeResult;
      try {
        result = await payments.charge({ ...input, idempotencyKey: intentChargeKey(row) });
      } catch (err) {
        // The gateway may or may not have taken the money: the intent stays pending and the
        // sweep asks the gateway later.
        state.answerLost = true;
        logger.error(
          { err, intentId: row.id, userId: row.userId, amountCents: input.amountCents },
          'the gateway did not answer a charge; the payment intent is left for the sweep',
        );
        throw new AppError(503, 'gateway_unavailable', REFUSAL_MESSAGES.gateway_unavailable);
      }
      if (result.ok) state.charged = { chargeId: result.chargeId, amountCents: input.amountCents };
      return result;
    },
    async complete(tx) {
      const done = await settleIntentRow(tx, row.id, {
        status: 'completed',
        settledBy: 'request',
        outcome: 'completed',
        chargeId: state.charged?.chargeId ?? null,
        amountCents: state.charged?.amountCents ?? 0,
      });
      if (!done) throw new IntentSettled();
    },
  };
  return { attempt, state };
}

/** Leaves no pending intent behind an attempt that failed, unless only the gateway knows. */
async function afterFailedAttempt(
  deps: Deps,
  row: PaymentIntentRow,
  { charged, answerLost, err }: AttemptState & { err: unknown },
) {
  try {
    if (charged) {
      // The card was charged but the record did not commit: give the money back, and write down
      // that it was. If the refund fails, the intent stays pending and the sweep tries again.
      const refund = await refundUnrecordedCharge(
        deps,
        { what: row.kind, ...charged },
        { err, userId: row.userId },
      );
      if (refund.ok) {
        const settled = {
          status: 'refunded',
          settledBy: 'request',
          outcome: `refunded: ${reasonOf(err)}`,
          refundId: refund.refundId,
          amountCents: charged.amountCents,
        } as const;
        // The gateway's ids are kept when the database can store them (the log has them anyway).
        await settleIntentRow(deps.db, row.id, { ...settled, chargeId: charged.chargeId }).catch(
          () => settleIntentRow(deps.db, row.id, { ...settled, refundId: null }),
        );
      }
    } else if (!answerLost) {
      // Refused before the charge, or by the gateway: no money moved, so no record is needed.
      await deletePendingIntent(deps.db, row.id);
    }
  } catch (cleanupErr) {
    // The sweep settles what is left pending; the parent gets the original error.
    deps.logger.warn({ err: cleanupErr, intentId: row.id }, 'payment intent left for the sweep');
  }
}

/** An error in a few words for the intent's record: the app's code or PostgreSQL's. */
export function reasonOf(err: unknown): string {
  if (err instanceof AppError) return err.code;
  const code = pgErrorCode(err);
  if (code) return `database error ${code}`;
  return err instanceof Error ? err.message.slice(0, 200) : 'unknown error';
}

/** True once no attempt with the key is pending; false if one still is after the wait. */
async function waitWhilePending(db: Database, key: NewIntent) {
  const deadline = Date.now() + WAIT_FOR_OTHER_ATTEMPT_MS;
  let pause = 10;
  while (await hasPendingIntent(db, key)) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(pause * 2, 200);
  }
  return true;
}
