export type {
  ChargeResult,
  GatewayRefusal,
  PaymentGateway,
  RefundResult,
  SavedCard,
} from './gateway';
export { REFUSAL_MESSAGES } from './gateway';
export { createSimulatedGateway, TEST_CARDS } from './simulated';
export { gatewayRefused, notACard, paymentMethodNotFound } from './payment-errors';
export { refundUnrecordedCharge } from './refund-unrecorded';
