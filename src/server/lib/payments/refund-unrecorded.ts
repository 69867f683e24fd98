import type { Logger } from '../logger';
import type { PaymentGateway, RefundResult } from './gateway';

export type RefundOutcome = RefundResult | { ok: false; error: { name: string; message: string } };

/**
 * Gives back a charge whose record (a booking, a deposit) did not commit, rather than lose the
 * parent's money. It never throws: the caller goes on with its own error, and the log says what
 * happened to the money. Answers the refund's outcome.
 */
export async function refundUnrecordedCharge(
  { payments, logger }: { payments: PaymentGateway; logger: Logger },
  charge: { what: 'booking' | 'top-up'; chargeId: string; amountCents: number },
  context: { err: unknown; userId: string },
): Promise<RefundOutcome> {
  const { what, chargeId, amountCents } = charge;
  let refund: RefundOutcome;
  try {
    refund = await payments.refund({ chargeId, amountCents });
  } catch (thrown) {
    const e = thrown instanceof Error ? thrown : new Error(String(thrown));
    refund = { ok: false, error: { name: e.name, message: e.message } };
  }
  logger.error(
    { ...context, chargeId, amountCents, refund },
    refund.ok
      ? `${what} charged but not recorded; charge refunded`
      : `${what} charged but not recorded; REFUND FAILED, the payment sweep settles it`,
  );
  return refund;
}
