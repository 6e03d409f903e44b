import { describe, expect, it } from 'vitest';
import { EMPTY_PAYMENT_DETAILS, paymentBodyOf, paymentProblem } from './payment-details';

const CARD_ALERT =
  'Please complete payment information: Card number, expiry date, CVV, and cardholder name are required';
const card = {
  ...EMPTY_PAYMENT_DETAILS,
  cardNumber: '4111 1111 1111 1111',
  expiryDate: '12/30',
  cvv: '123',
  cardholderName: 'Asha Verma',
};

describe('payment rules at checkout (spec §5)', () => {
  it.each(['cardNumber', 'expiryDate', 'cvv', 'cardholderName'] as const)(
    'asks for every card field when %s is blank',
    (field) => {
      expect(paymentProblem('card', { ...card, [field]: '  ' })).toBe(CARD_ALERT);
    },
  );

  it('accepts a complete card and sends it as CARD', () => {
    expect(paymentProblem('card', card)).toBeNull();
    expect(paymentBodyOf('card', card)).toEqual({
      method: 'CARD',
      cardNumber: '4111 1111 1111 1111',
      expiryDate: '12/30',
      cvv: '123',
      cardholderName: 'Asha Verma',
    });
  });

  it.each(['', 'asha', 'asha@', '@upi', 'asha verma@upi', 'asha@up i'])(
    "refuses the UPI id '%s' with 'Valid UPI ID is required'",
    (upiId) => {
      expect(paymentProblem('upi', { ...EMPTY_PAYMENT_DETAILS, upiId })).toBe(
        'Valid UPI ID is required',
      );
    },
  );

  it.each(['asha.verma@okhdfc', 'asha_99@ybl', 'a-b@paytm'])('accepts the UPI id %s', (upiId) => {
    expect(paymentProblem('upi', { ...EMPTY_PAYMENT_DETAILS, upiId })).toBeNull();
  });

  it("needs a bank for net banking, sent as ONLINE: 'Please select a bank'", () => {
    expect(paymentProblem('netbanking', EMPTY_PAYMENT_DETAILS)).toBe('Please select a bank');
    expect(paymentProblem('netbanking', { ...EMPTY_PAYMENT_DETAILS, bankCode: 'hdfc' })).toBeNull();
    expect(paymentBodyOf('netbanking', { ...EMPTY_PAYMENT_DETAILS, bankCode: 'hdfc' })).toEqual({
      method: 'ONLINE',
      bankCode: 'hdfc',
    });
  });

  it('needs nothing for cash on delivery', () => {
    expect(paymentProblem('cod', EMPTY_PAYMENT_DETAILS)).toBeNull();
    expect(paymentBodyOf('cod', EMPTY_PAYMENT_DETAILS)).toBeNull();
  });
});
