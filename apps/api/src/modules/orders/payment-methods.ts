import {
  NET_BANKING_BANKS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type Language,
  type PaymentMethod,
  type PaymentMethodList,
  paymentMethodChoice,
} from '@shop/contracts';
import type { PaymentProvider } from '../payments';

const DESCRIPTIONS: Readonly<Record<Language, Readonly<Record<PaymentMethod, string>>>> = {
  en: {
    CARD: 'Visa, Mastercard, RuPay and American Express credit or debit cards',
    UPI: 'Pay from any UPI app with your UPI ID',
    ONLINE: 'Pay from your bank account',
    COD: 'Pay in cash when the order is delivered',
  },
  // Issue 19: the card networks keep their own names.
  hi: {
    CARD: 'Visa, Mastercard, RuPay और American Express के क्रेडिट या डेबिट कार्ड',
    UPI: 'अपनी UPI ID से किसी भी UPI ऐप से पेमेंट करें',
    ONLINE: 'अपने बैंक खाते से पेमेंट करें',
    COD: 'ऑर्डर डिलीवर होने पर कैश में पेमेंट करें',
  },
};

/** GET /orders/payment-methods: every spec method, enabled with either provider. */
export function paymentMethodList(
  provider: PaymentProvider,
  paymentWindowMinutes: number,
  language: Language = 'en',
): PaymentMethodList {
  return {
    methods: PAYMENT_METHODS.map((code) => ({
      code,
      choice: paymentMethodChoice(code),
      label: PAYMENT_METHOD_LABELS[code],
      enabled: true,
      description: DESCRIPTIONS[language][code],
    })),
    provider: provider.name,
    razorpayKeyId: provider.publicKeyId,
    paymentWindowMinutes,
    banks: NET_BANKING_BANKS.map((bank) => ({ code: bank.code, name: bank.name })),
  };
}
