import { randomBytes } from 'node:crypto';
import { invalidData } from '../../lib/errors';
import { cardBrand, digitsOnly, isExpired, passesLuhn } from './card-checks';
import { type ChargeOutcome, emptyOutcome, type PaymentProvider } from './payment-provider';

/**
 * The documented test inputs of the simulated gateway (README "Payments", decision 008). Any
 * other card that passes the checks, any other UPI id and every bank code succeed.
 */
export const SIMULATED_TEST_INPUTS = {
  successCard: '4111 1111 1111 1111',
  declinedCard: '4000 0000 0000 0002',
  insufficientFundsCard: '4000 0000 0000 9995',
  successUpi: 'success@upi',
  failureUpi: 'failure@upi',
} as const;

const DECLINES: Record<string, string> = {
  [digitsOnly(SIMULATED_TEST_INPUTS.declinedCard)]:
    'Your card was declined. Please try another card or payment method.',
  [digitsOnly(SIMULATED_TEST_INPUTS.insufficientFundsCard)]:
    'Your card has insufficient funds. Please try another card or payment method.',
};

const paymentId = () => `sim_pay_${randomBytes(8).toString('hex')}`;
const refundId = () => `sim_rfnd_${randomBytes(8).toString('hex')}`;

/**
 * Behaves like a hosted gateway in test mode: it receives the card, UPI or bank details, checks
 * them and answers success or a decline. Nothing it receives is stored beyond brand and last 4.
 */
export function createSimulatedProvider(): PaymentProvider {
  return {
    name: 'simulated',
    publicKeyId: null,
    createCheckout: async () => null,
    verifyWebhook: () => false,
    async refund({ amountPaise }) {
      // A test-mode gateway refunds any positive amount of a payment it made.
      if (!Number.isInteger(amountPaise) || amountPaise <= 0) {
        throw invalidData('A refund must be a positive amount of paise');
      }
      return { providerRefundId: refundId() };
    },
    async charge({ details, now }) {
      const outcome = (failureReason: string | null): ChargeOutcome => ({
        ...emptyOutcome(failureReason ? 'failed' : 'completed'),
        providerPaymentId: failureReason ? null : paymentId(),
        failureReason,
      });
      switch (details.method) {
        case 'CARD': {
          const digits = digitsOnly(details.cardNumber);
          const card = { method: 'CARD' as const, cardBrand: cardBrand(digits) };
          const withCard = (reason: string | null) => ({
            ...outcome(reason),
            ...card,
            cardLast4: digits.slice(-4),
          });
          if (!passesLuhn(digits)) return { ...outcome('Invalid card number'), ...card };
          if (isExpired(details.expiryDate, now)) return withCard('Your card has expired');
          if (!/^\d{3}$/.test(details.cvv)) return withCard('Incorrect CVV');
          return withCard(DECLINES[digits] ?? null);
        }
        case 'UPI': {
          const failed = details.upiId.toLowerCase() === SIMULATED_TEST_INPUTS.failureUpi;
          return {
            ...outcome(
              failed ? 'UPI payment failed: the request was declined in the UPI app' : null,
            ),
            method: 'UPI',
            upiHandle: details.upiId.split('@')[1]?.toLowerCase() ?? null,
          };
        }
        case 'ONLINE':
          return { ...outcome(null), method: 'ONLINE', bankCode: details.bankCode };
        case 'RAZORPAY':
          throw invalidData('Razorpay payments are not enabled on this shop');
      }
    },
  };
}
