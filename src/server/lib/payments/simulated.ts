import { randomUUID } from 'node:crypto';
import { cardTypeOf } from '../../../shared/cards';
import { REFUSAL_MESSAGES, type GatewayRefusal, type PaymentGateway } from './gateway';

/** The test cards (DESIGN.md): these two fail on charge; any other valid number succeeds. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

type Outcome = 'ok' | 'declined' | 'nofunds';

const outcomeOf = (number: string): Outcome =>
  number === TEST_CARDS.declined
    ? 'declined'
    : number === TEST_CARDS.insufficientFunds
      ? 'nofunds'
      : 'ok';

const refusal = (code: GatewayRefusal['code']): GatewayRefusal => ({
  ok: false,
  code,
  message: REFUSAL_MESSAGES[code],
});

/**
 * A gateway that moves no money. Like a provider's test mode, the card's behaviour travels in its
 * token ('sim_declined_…'), so saved cards behave the same after a restart. Charges are
 * remembered per idempotency key for the life of the process; the database's own idempotency
 * (bookings, top-ups) is what holds across restarts.
 */
export function createSimulatedGateway(): PaymentGateway {
  const charges = new Map<string, { chargeId: string; amountCents: number }>();
  const refunds = new Map<string, string>();
  return {
    name: 'simulated',
    async saveCard(input) {
      return {
        ok: true,
        card: {
          token: `sim_${outcomeOf(input.number)}_${randomUUID()}`,
          brand: cardTypeOf(input.number),
          lastFour: input.number.slice(-4),
        },
      };
    },
    async charge({ token, amountCents, idempotencyKey }) {
      const seen = charges.get(idempotencyKey);
      if (seen) return { ok: true, chargeId: seen.chargeId };
      if (token.startsWith('sim_declined_')) return refusal('card_declined');
      if (token.startsWith('sim_nofunds_')) return refusal('insufficient_funds');
      if (!token.startsWith('sim_ok_')) return refusal('card_declined');
      const chargeId = `sim_ch_${randomUUID()}`;
      charges.set(idempotencyKey, { chargeId, amountCents });
      return { ok: true, chargeId };
    },
    async refund({ chargeId }) {
      if (!chargeId.startsWith('sim_ch_')) return refusal('gateway_unavailable');
      const refundId = refunds.get(chargeId) ?? `sim_re_${randomUUID()}`;
      refunds.set(chargeId, refundId);
      return { ok: true, refundId };
    },
  };
}
