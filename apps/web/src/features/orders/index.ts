/**
 * What other features may use from orders: checkout pays a placed order with the same payment
 * form and retry panel the order page uses, and sends the shopper to the confirmation.
 */
export { orderKeys } from './order-keys';
export { usePaymentMethods } from './api/get-payment-methods';
export { useOrder } from './api/get-order';
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
// Razorpay Checkout as the shop drives it, so tests can stand in for the gateway's window.
export { RAZORPAY_CHECKOUT_URL, RAZORPAY_LOAD_FAILED } from './payment/razorpay-script';
export type { RazorpayFailure, RazorpayInstance, RazorpayOptions } from './payment/razorpay-types';

// The order pages, each its own chunk loaded on first visit (decision 007).
export const loadOrdersPage = () => import('./pages/orders-page').then((m) => m.OrdersPage);
export const loadOrderDetailPage = () =>
  import('./pages/order-detail-page').then((m) => m.OrderDetailPage);
export const loadOrderConfirmationPage = () =>
  import('./pages/order-confirmation-page').then((m) => m.OrderConfirmationPage);
