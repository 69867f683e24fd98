import fs from 'node:fs';
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

export type SimulatedGatewayOptions = {
  /**
   * A file where the gateway keeps its charges and refunds (one JSON line each, flushed to disk
   * before it answers), so that after a restart it still knows them, as a provider does. Unset:
   * kept in memory for the life of the process.
   */
  journalFile?: string;
  /**
   * Runs once a charge is taken and kept, before the answer goes back: a test's way to lose that
   * answer (throw) or to stop the process between the charge and the app's commit.
   */
  afterCharge?: (charge: { idempotencyKey: string; chargeId: string; amountCents: number }) => void;
};

type JournalLine =
  | { t: 'charge'; key: string; chargeId: string; amountCents: number }
  | { t: 'refund'; chargeId: string; refundId: string };

function readJournal(file: string): JournalLine[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  // A line cut short by a crash while it was written was never answered: skip it.
  return text.split('\n').flatMap((line) => {
    try {
      return line ? [JSON.parse(line) as JournalLine] : [];
    } catch {
      return [];
    }
  });
}

function appendJournal(file: string, line: JournalLine) {
  const fd = fs.openSync(file, 'a');
  try {
    fs.writeSync(fd, `${JSON.stringify(line)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * A gateway that moves no money. Like a provider's test mode, the card's behaviour travels in its
 * token ('sim_declined_…'), so saved cards behave the same after a restart. Charges are
 * remembered per idempotency key (in the journal file when there is one, so across restarts too)
 * and can be looked up by that key.
 */
export function createSimulatedGateway({
  journalFile,
  afterCharge,
}: SimulatedGatewayOptions = {}): PaymentGateway {
  const charges = new Map<string, { chargeId: string; amountCents: number }>();
  const refunds = new Map<string, string>();
  for (const line of journalFile ? readJournal(journalFile) : []) {
    if (line.t === 'charge')
      charges.set(line.key, { chargeId: line.chargeId, amountCents: line.amountCents });
    else refunds.set(line.chargeId, line.refundId);
  }
  const keep = (line: JournalLine) => {
    if (journalFile) appendJournal(journalFile, line);
  };
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
      keep({ t: 'charge', key: idempotencyKey, chargeId, amountCents });
      charges.set(idempotencyKey, { chargeId, amountCents });
      afterCharge?.({ idempotencyKey, chargeId, amountCents });
      return { ok: true, chargeId };
    },
    async findCharge(idempotencyKey) {
      const charge = charges.get(idempotencyKey);
      if (!charge) return null;
      return { ...charge, refunded: refunds.has(charge.chargeId) };
    },
    async refund({ chargeId }) {
      if (!chargeId.startsWith('sim_ch_')) return refusal('gateway_unavailable');
      let refundId = refunds.get(chargeId);
      if (!refundId) {
        refundId = `sim_re_${randomUUID()}`;
        keep({ t: 'refund', chargeId, refundId });
        refunds.set(chargeId, refundId);
      }
      return { ok: true, refundId };
    },
  };
}
