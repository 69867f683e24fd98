import {
  createSimulatedGateway,
  type ChargeResult,
  type PaymentGateway,
  type RefundResult,
} from '../../src/server/lib/payments';

/**
 * The simulated gateway, recording every call that would reach a real provider: `calls` counts
 * them, `charges` and `refunds` keep each one with its result (a replayed key answers an earlier
 * chargeId: count distinct ids for money taken). While `faults.unstorableChargeId` is set,
 * successful charges answer an id the database cannot store, so recording the payment fails
 * after the money was taken; while `faults.refundThrows` is set, a refund throws (a timeout, a
 * dropped connection) before reaching the gateway.
 */
export function countingGateway() {
  const inner = createSimulatedGateway();
  const faults = { unstorableChargeId: false, refundThrows: false };
  const calls = { saveCard: 0, charge: 0, refund: 0 };
  const charges: {
    amountCents: number;
    idempotencyKey: string;
    token: string;
    result: ChargeResult;
  }[] = [];
  const refunds: { chargeId: string; amountCents: number; result: RefundResult }[] = [];
  const gateway: PaymentGateway = {
    name: 'counting',
    saveCard(input) {
      calls.saveCard += 1;
      return inner.saveCard(input);
    },
    async charge(input) {
      calls.charge += 1;
      let result = await inner.charge(input);
      if (result.ok && faults.unstorableChargeId) {
        result = { ok: true, chargeId: `${result.chargeId}\u0000` };
      }
      const { amountCents, idempotencyKey, token } = input;
      charges.push({ amountCents, idempotencyKey, token, result });
      return result;
    },
    async refund(input) {
      calls.refund += 1;
      if (faults.refundThrows) throw new Error('gateway timed out');
      const result = await inner.refund(input);
      refunds.push({ ...input, result });
      return result;
    },
  };
  return { gateway, calls, charges, refunds, faults };
}

export type CountingGateway = ReturnType<typeof countingGateway>;

/** Distinct ids among the successful charges[from…]: the charges that really took money. */
export const distinctCharges = (charges: CountingGateway['charges'], from = 0) =>
  new Set(charges.slice(from).flatMap((c) => (c.result.ok ? [c.result.chargeId] : []))).size;
