/**
 * The payment gateway the app talks to. A real provider (Stripe, Adyen…) implements the same
 * calls; the simulated driver (simulated.ts) stands in until one is configured.
 * Card numbers and CVVs go to saveCard and nowhere else: the app keeps only what it returns.
 */

export type SaveCardInput = {
  /** Digits only. */
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  cardholderName: string;
};

export type SavedCard = {
  /** The gateway's reference for charging this card later. */
  token: string;
  brand: string;
  lastFour: string;
};

/** Why the gateway refused: shown to the parent, never a card detail. */
export type GatewayRefusal = {
  ok: false;
  code: 'card_declined' | 'insufficient_funds' | 'gateway_unavailable';
  message: string;
};

export type ChargeResult = { ok: true; chargeId: string } | GatewayRefusal;
/** A charge as the gateway keeps it. */
export type ChargeRecord = { chargeId: string; amountCents: number; refunded: boolean };
export type RefundResult = { ok: true; refundId: string } | GatewayRefusal;

export interface PaymentGateway {
  readonly name: string;
  saveCard(input: SaveCardInput): Promise<{ ok: true; card: SavedCard } | GatewayRefusal>;
  /** Idempotent per key: the same key never charges twice. */
  charge(input: {
    token: string;
    amountCents: number;
    idempotencyKey: string;
    description: string;
  }): Promise<ChargeResult>;
  /**
   * The charge made under this idempotency key, if there is one: how the sweep learns what became
   * of a charge whose answer never reached a commit (decision record 021).
   */
  findCharge(idempotencyKey: string): Promise<ChargeRecord | null>;
  /** Returns money from a charge to the card it came from. Idempotent per charge. */
  refund(input: { chargeId: string; amountCents: number }): Promise<RefundResult>;
}

export const REFUSAL_MESSAGES: Record<GatewayRefusal['code'], string> = {
  card_declined: 'Your card was declined. Please use another card.',
  insufficient_funds: 'Your card has insufficient funds. Please use another card.',
  gateway_unavailable: 'We could not reach the payment service. Please try again in a moment.',
};
