export type {
  ChargeRecord,
  ChargeResult,
  GatewayRefusal,
  PaymentGateway,
  RefundResult,
  SavedCard,
} from './gateway';
export { REFUSAL_MESSAGES } from './gateway';
export { createSimulatedGateway, TEST_CARDS, type SimulatedGatewayOptions } from './simulated';
export { gatewayRefused, notACard, paymentMethodNotFound, paymentPending } from './payment-errors';
export {
  IntentSettled,
  intentChargeKey,
  payByCardWithIntent,
  reasonOf,
  type IntentAttempt,
} from './intents';
export { refundUnrecordedCharge } from './refund-unrecorded';
