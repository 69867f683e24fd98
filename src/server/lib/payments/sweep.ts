import type { Database } from '../../db/client';
import type { PaymentIntentRow } from '../../db/schema';
import type { Logger } from '../logger';
import type { ChargeRecord, PaymentGateway, RefundResult } from './gateway';
import { intentChargeKey, reasonOf } from './intents';
import { lockPendingIntent, pendingIntentIds, settleIntentRow } from './intents.queries';

/**
 * The payment sweep (decision record 021): settles payment intents left pending by an attempt
 * that never committed (a crash between the charge and the commit, a lost gateway answer). For
 * each, it asks the gateway whether the charge exists: none → 'abandoned' (no money moved); there
 * → the booking or deposit is completed if it can still be made, else the charge is refunded.
 * Each intent is settled in its own transaction that holds the intent's row, skipping any row a
 * live attempt holds, so two sweeps at once never settle one intent twice.
 */

/** Finishes the booking or deposit of an intent with its charge; throws when it cannot. */
export type IntentCompleter = (
  tx: Database,
  intent: PaymentIntentRow,
  charge: ChargeRecord,
  now: Date,
) => Promise<void>;

/** Runs after an intent the sweep completed has committed (the confirmation mail); never throws. */
export type IntentCompleted = (intent: PaymentIntentRow) => Promise<void>;

export type SweepReport = {
  completed: number;
  refunded: number;
  abandoned: number;
  /** Left pending: held by a live attempt, or a refund the gateway refused (tried again later). */
  left: number;
};

type Outcome = keyof SweepReport;

export async function sweepPaymentIntents(
  deps: { db: Database; payments: PaymentGateway; logger: Logger },
  {
    complete,
    completed = {},
    graceMs,
    now = () => new Date(),
  }: {
    complete: Record<PaymentIntentRow['kind'], IntentCompleter>;
    /** What follows a completion once it has committed, by kind. */
    completed?: Partial<Record<PaymentIntentRow['kind'], IntentCompleted>>;
    /** Only intents at least this old: a live request may be between its two steps. */
    graceMs: number;
    now?: () => Date;
  },
): Promise<SweepReport> {
  const report: SweepReport = { completed: 0, refunded: 0, abandoned: 0, left: 0 };
  const ids = await pendingIntentIds(deps.db, new Date(now().getTime() - graceMs));
  for (const id of ids) {
    let outcome: Outcome;
    let intent: PaymentIntentRow | undefined;
    try {
      ({ outcome, intent } = await settleOne(deps, id, complete, now()));
    } catch (err) {
      deps.logger.error({ err, intentId: id }, 'payment sweep: could not settle an intent');
      outcome = 'left';
    }
    report[outcome] += 1;
    if (outcome === 'completed' && intent) await completed[intent.kind]?.(intent);
  }
  if (ids.length > 0) deps.logger.info(report, 'payment sweep done');
  return report;
}

async function settleOne(
  deps: { db: Database; payments: PaymentGateway; logger: Logger },
  id: string,
  complete: Record<PaymentIntentRow['kind'], IntentCompleter>,
  now: Date,
): Promise<{ outcome: Outcome; intent?: PaymentIntentRow }> {
  return deps.db.transaction(async (tx) => {
    const intent = await lockPendingIntent(tx, id, { skipLocked: true });
    // Settled meanwhile, or held by a live attempt (which settles it itself).
    if (!intent) return { outcome: 'left' };
    return { outcome: await settleHeld(deps, tx, intent, complete, now), intent };
  });
}

type SweepDeps = { payments: PaymentGateway; logger: Logger };
type IntentLog = { intentId: string; kind: PaymentIntentRow['kind']; userId: string };
type Money = { chargeId: string; amountCents: number };

/** The outcome of one pending intent whose row `tx` holds. */
async function settleHeld(
  deps: SweepDeps,
  tx: Database,
  intent: PaymentIntentRow,
  complete: Record<PaymentIntentRow['kind'], IntentCompleter>,
  now: Date,
): Promise<Outcome> {
  const charge = await deps.payments.findCharge(intentChargeKey(intent));
  const log: IntentLog = { intentId: intent.id, kind: intent.kind, userId: intent.userId };
  if (!charge) {
    await settleIntentRow(tx, intent.id, {
      status: 'abandoned',
      settledBy: 'sweep',
      outcome: 'no charge at the gateway',
    });
    deps.logger.info(log, 'payment sweep: no charge was made; intent abandoned');
    return 'abandoned';
  }
  const money: Money = { chargeId: charge.chargeId, amountCents: charge.amountCents };
  if (charge.refunded) {
    await settleIntentRow(tx, intent.id, {
      status: 'refunded',
      settledBy: 'sweep',
      outcome: 'refunded before the sweep',
      ...money,
    });
    return 'refunded';
  }
  const reason = await completeWithCharge(deps.logger, tx, intent, {
    complete: complete[intent.kind],
    charge,
    now,
    log,
  });
  if (reason === undefined) return 'completed';
  return refundCharge(deps, tx, intent, { money, reason, log });
}

/**
 * Completes the intent's booking or deposit with its charge; undefined when done, else why it
 * could not be made.
 */
async function completeWithCharge(
  logger: Logger,
  tx: Database,
  intent: PaymentIntentRow,
  {
    complete,
    charge,
    now,
    log,
  }: {
    complete: IntentCompleter;
    charge: ChargeRecord;
    now: Date;
    log: IntentLog;
  },
): Promise<string | undefined> {
  const money: Money = { chargeId: charge.chargeId, amountCents: charge.amountCents };
  try {
    // A savepoint: a booking or deposit that cannot be made leaves nothing behind.
    await tx.transaction((inner) => complete(inner, intent, charge, now));
    await settleIntentRow(tx, intent.id, {
      status: 'completed',
      settledBy: 'sweep',
      outcome: 'completed by the sweep',
      ...money,
    });
    logger.warn({ ...log, ...money }, `payment sweep: ${intent.kind} completed after a crash`);
    return undefined;
  } catch (err) {
    return reasonOf(err);
  }
}

/** Gives a charge back whose booking or deposit cannot be made; left pending if that fails. */
async function refundCharge(
  { payments, logger }: SweepDeps,
  tx: Database,
  intent: PaymentIntentRow,
  { money, reason, log }: { money: Money; reason: string; log: IntentLog },
): Promise<Outcome> {
  let refund: RefundResult | { ok: false; message: string };
  try {
    refund = await payments.refund(money);
  } catch (err) {
    refund = { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
  if (!refund.ok) {
    logger.error(
      { ...log, ...money, reason, refund },
      'payment sweep: the refund failed; the intent stays pending and is tried again',
    );
    return 'left';
  }
  await settleIntentRow(tx, intent.id, {
    status: 'refunded',
    settledBy: 'sweep',
    outcome: `refunded: ${reason}`,
    refundId: refund.refundId,
    ...money,
  });
  logger.warn({ ...log, ...money, reason }, `payment sweep: ${intent.kind} refunded`);
  return 'refunded';
}
