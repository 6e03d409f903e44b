import {
  PaymentBodySchema,
  type BankCode,
  type PaymentBodyInput,
  type PaymentMethodChoice,
} from '@shop/contracts';
import { messageNow } from '@/lib/i18n';
import { paymentMessages } from './payment.messages';

/** spec §3 Card form, plus the UPI id and the bank code. */
export interface PaymentDetails {
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  cardholderName: string;
  upiId: string;
  bankCode: string;
}

export const EMPTY_PAYMENT_DETAILS: PaymentDetails = {
  cardNumber: '',
  expiryDate: '',
  cvv: '',
  cardholderName: '',
  upiId: '',
  bankCode: '',
};

/** What POST /orders/{id}/payment receives for a method; cash on delivery has no payment step. */
export function paymentBodyOf(
  choice: PaymentMethodChoice,
  details: PaymentDetails,
): PaymentBodyInput | null {
  switch (choice) {
    case 'card':
      return {
        method: 'CARD',
        cardNumber: details.cardNumber,
        expiryDate: details.expiryDate,
        cvv: details.cvv,
        cardholderName: details.cardholderName,
      };
    case 'upi':
      return { method: 'UPI', upiId: details.upiId };
    case 'netbanking':
      // An empty choice is sent on to the schema, which answers 'Please select a bank'.
      return { method: 'ONLINE', bankCode: details.bankCode as BankCode };
    case 'cod':
      return null;
  }
}

/**
 * spec §5 Checkout payment: the alert for what is missing, or null when the details will do.
 * The contract's schema says it, so the screen and the server never disagree: blank card fields
 * give 'Please complete payment information: ...', a bad UPI id 'Valid UPI ID is required', no
 * bank 'Please select a bank'.
 */
export function paymentProblem(
  choice: PaymentMethodChoice,
  details: PaymentDetails,
): string | null {
  const body = paymentBodyOf(choice, details);
  if (!body) return null;
  const result = PaymentBodySchema.safeParse(body);
  return result.success
    ? null
    : (result.error.issues[0]?.message ?? messageNow(paymentMessages, 'checkDetails'));
}
