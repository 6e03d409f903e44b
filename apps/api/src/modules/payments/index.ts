/**
 * Payments (decision 008): the gateways behind PaymentProvider (simulated, razorpay), the
 * record of every attempt, and reading a provider's webhook. The orders module drives them:
 * payments knows nothing of orders, so the dependency runs one way (orders -> payments).
 */
export {
  type ChargeOutcome,
  createPaymentProvider,
  type PaymentProvider,
} from './payment-provider';
export {
  firstDelivery,
  paymentOfProviderOrder,
  paymentsByOrder,
  type PaymentRow,
  recordChargeOutcome,
  recordCheckout,
} from './payment-service';
export { paymentNewsOf, type ProviderPaymentNews } from './razorpay-webhook';
