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
 * dropped connection) before reaching the gateway. While `faults.loseChargeAnswer` is set, a
 * charge is taken and kept but its answer is lost (the call throws), like a connection cut
 * between the gateway and the app: only the sweep can then learn of it (findCharge). While
 * `faults.chargeGate` holds a promise, a charge waits for it before reaching the gateway (a slow
 * provider the test lets answer when it chooses).
 */
export function countingGateway() {
  const faults = {
    unstorableChargeId: false,
    refundThrows: false,
    loseChargeAnswer: false,
    chargeGate: null as Promise<void> | null,
  };
  const inner = createSimulatedGateway({
    afterCharge: () => {
      if (faults.loseChargeAnswer) throw new Error('the connection to the gateway was reset');
    },
  });
  const calls = { saveCard: 0, charge: 0, refund: 0, findCharge: 0 };
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
      if (faults.chargeGate) await faults.chargeGate;
      let result: ChargeResult;
      try {
        result = await inner.charge(input);
      } catch (err) {
        // The answer was lost, not the charge: record what the gateway took.
        const taken = await inner.findCharge(input.idempotencyKey);
        if (taken) {
          const { amountCents, idempotencyKey, token } = input;
          charges.push({
            amountCents,
            idempotencyKey,
            token,
            result: { ok: true, chargeId: taken.chargeId },
          });
        }
        throw err;
      }
      if (result.ok && faults.unstorableChargeId) {
        result = { ok: true, chargeId: `${result.chargeId}\u0000` };
      }
      const { amountCents, idempotencyKey, token } = input;
      charges.push({ amountCents, idempotencyKey, token, result });
      return result;
    },
    findCharge(idempotencyKey) {
      calls.findCharge += 1;
      return inner.findCharge(idempotencyKey);
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
