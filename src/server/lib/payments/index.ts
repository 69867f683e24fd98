export type {
  ChargeResult,
  GatewayRefusal,
  PaymentGateway,
  RefundResult,
  SavedCard,
} from './gateway';
export { REFUSAL_MESSAGES } from './gateway';
export { createSimulatedGateway, TEST_CARDS } from './simulated';
export { refundUnrecordedCharge } from './refund-unrecorded';
