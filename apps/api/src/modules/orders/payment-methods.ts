import {
  NET_BANKING_BANKS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethodList,
  paymentMethodChoice,
} from '@shop/contracts';
import type { PaymentProvider } from '../payments';

const DESCRIPTIONS = {
  CARD: 'Visa, Mastercard, RuPay and American Express credit or debit cards',
  UPI: 'Pay from any UPI app with your UPI ID',
  ONLINE: 'Pay from your bank account',
  COD: 'Pay in cash when the order is delivered',
} as const;

/** GET /orders/payment-methods: every spec method, enabled with either provider. */
export function paymentMethodList(
  provider: PaymentProvider,
  paymentWindowMinutes: number,
): PaymentMethodList {
  return {
    methods: PAYMENT_METHODS.map((code) => ({
      code,
      choice: paymentMethodChoice(code),
      label: PAYMENT_METHOD_LABELS[code],
      enabled: true,
      description: DESCRIPTIONS[code],
    })),
    provider: provider.name,
    razorpayKeyId: provider.publicKeyId,
    paymentWindowMinutes,
    banks: NET_BANKING_BANKS.map((bank) => ({ code: bank.code, name: bank.name })),
  };
}
