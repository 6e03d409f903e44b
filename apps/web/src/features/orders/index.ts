/**
 * What other features may use from orders: checkout pays a placed order with the same payment
 * form and retry panel the order page uses, and sends the shopper to the confirmation.
 */
export { orderKeys, useOrderOwner } from './order-keys';
export { usePayOrder, payOrder } from './api/pay-order';
export { usePaymentMethods, getPaymentMethods } from './api/get-payment-methods';
export { PaymentMethodPicker } from './components/payment/payment-method-picker';
export { PaymentFields } from './components/payment/payment-fields';
export { PaymentRetryPanel } from './components/payment/payment-retry-panel';
export { TestModeHint } from './components/payment/test-mode-hint';
export {
  EMPTY_PAYMENT_DETAILS,
  paymentBodyOf,
  paymentProblem,
  type PaymentDetails,
} from './payment/payment-details';
export { confirmationPath, type ConfirmationState } from './confirmation-params';
