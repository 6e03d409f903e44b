import { PAYMENT_METHOD_LABELS } from '@shop/contracts';
import { defineMessages } from '@/lib/i18n';

/** Thrown when Razorpay's script does not load; checkout's tests wait for it word for word. */
export const RAZORPAY_LOAD_FAILED =
  'The payment window (Razorpay) could not be loaded. Please check your internet connection and try again. Your order is saved.';

/**
 * Paying an order (the checkout's payment step and Retry Payment on the order page): methods,
 * card / UPI / bank fields, the simulated gateway's test hints and Razorpay's steps.
 */
const en = {
  paymentMethodLegend: 'Payment method',
  paymentMethod: `{method, select, CARD {${PAYMENT_METHOD_LABELS.CARD}} UPI {${PAYMENT_METHOD_LABELS.UPI}} ONLINE {${PAYMENT_METHOD_LABELS.ONLINE}} COD {${PAYMENT_METHOD_LABELS.COD}} other {{method}}}`,
  cardNumber: 'Card number',
  expiryDate: 'Expiry date',
  expiryPlaceholder: 'MM/YY',
  cvv: 'CVV',
  cardholderName: 'Cardholder name',
  nameOnCard: 'Name as on the card',
  upiId: 'UPI ID',
  upiHint: 'The request appears in your UPI app to approve.',
  bank: 'Bank',
  selectBank: 'Select your bank',
  codText: 'Pay in cash or by UPI when your order is delivered. No payment is needed now.',
  chooseMethod: 'Please choose a payment method',
  checkDetails: 'Please check your payment details',
  didNotGoThrough: 'Your payment did not go through.',
  paymentFailedShort: 'Payment failed.',
  paymentFailed: 'Payment failed:',
  processingPayment: 'Processing payment...',
  retryPaymentAmount: 'Retry Payment {amount}',
  completeYourPayment: 'Complete your payment',
  savedNotice:
    'Your order #{number} is saved and its items are held for you. Pay {amount} to confirm it, or it will be cancelled.',
  savedNoticeWithin:
    'Your order #{number} is saved and its items are held for you. Pay {amount} to confirm it within {minutes} minutes, or it will be cancelled.',
  razorpayIntro:
    "You pay by card, UPI or net banking in Razorpay's secure window; your payment details are never sent to this shop.",
  phaseOpening: 'Opening payment...',
  phasePaying: 'Waiting for payment...',
  phaseConfirming: 'Confirming payment...',
  razorpayClosed:
    'The payment was not completed. Your order is saved, and you can pay for it again.',
  razorpayNotOpened: 'The payment could not be started. Please try again.',
  razorpayLoadFailed: RAZORPAY_LOAD_FAILED,
  razorpayDescription: 'Order #{number}',
  testMode: 'Test mode:',
  noRealMoney: 'no real money moves.',
  testCard:
    'Card 4111 1111 1111 1111 is approved and 4000 0000 0000 0002 is declined (any future expiry, any 3-digit CVV).',
  testUpi: 'UPI ID success@upi is approved and failure@upi is declined.',
  testNetbanking: 'Every bank approves the payment.',
} as const;

export type PaymentMessages = typeof en;
export const paymentMessages = defineMessages(en, () => import('./payment.messages.hi'));
