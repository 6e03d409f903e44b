import { describe, expect, it } from 'vitest';
import type { PaymentBody } from '@shop/contracts';
import { cardBrand, isExpired, passesLuhn } from './card-checks';
import { createSimulatedProvider, SIMULATED_TEST_INPUTS } from './simulated-provider';

const now = new Date('2026-06-15T10:00:00Z');
const provider = createSimulatedProvider();
const charge = (details: PaymentBody) =>
  provider.charge({ orderId: 'o1', amountPaise: 50_000, details, providerOrderId: null, now });
const card = (cardNumber: string, expiryDate = '12/30') =>
  ({ method: 'CARD', cardNumber, expiryDate, cvv: '123', cardholderName: 'A' }) as const;

describe('card checks', () => {
  it('applies the Luhn check', () => {
    expect(passesLuhn('4111 1111 1111 1111')).toBe(true);
    expect(passesLuhn('4000 0000 0000 0002')).toBe(true);
    expect(passesLuhn('4111 1111 1111 1112')).toBe(false);
    expect(passesLuhn('1234')).toBe(false);
  });

  it('treats a card as valid through the last day of its expiry month', () => {
    expect(isExpired('06/26', now)).toBe(false);
    expect(isExpired('05/26', now)).toBe(true);
    expect(isExpired('06/26', new Date('2026-07-01T00:00:00Z'))).toBe(true);
    expect(isExpired('13/30', now)).toBe(true);
  });

  it('names the network', () => {
    expect(cardBrand('4111111111111111')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6522000000000000')).toBe('RuPay');
  });
});

describe('the simulated gateway', () => {
  it('accepts the documented success card and keeps only brand and last 4', async () => {
    const outcome = await charge(card(SIMULATED_TEST_INPUTS.successCard));
    expect(outcome).toMatchObject({
      status: 'completed',
      method: 'CARD',
      cardBrand: 'Visa',
      cardLast4: '1111',
      failureReason: null,
    });
    expect(outcome.providerPaymentId).toMatch(/^sim_pay_[0-9a-f]{16}$/);
    expect(JSON.stringify(outcome)).not.toContain('4111111111111111');
  });

  it('declines the documented decline cards, expired and invalid numbers', async () => {
    expect(await charge(card(SIMULATED_TEST_INPUTS.declinedCard))).toMatchObject({
      status: 'failed',
      failureReason: 'Your card was declined. Please try another card or payment method.',
      cardLast4: '0002',
      providerPaymentId: null,
    });
    expect((await charge(card(SIMULATED_TEST_INPUTS.insufficientFundsCard))).status).toBe('failed');
    expect((await charge(card('4111 1111 1111 1111', '01/26'))).failureReason).toBe(
      'Your card has expired',
    );
    expect((await charge(card('4111 1111 1111 1113'))).failureReason).toBe('Invalid card number');
  });

  it('fails failure@upi, accepts other UPI ids and keeps only the app handle', async () => {
    expect(await charge({ method: 'UPI', upiId: 'success@upi' })).toMatchObject({
      status: 'completed',
      upiHandle: 'upi',
    });
    expect(await charge({ method: 'UPI', upiId: 'asha.rao@okicici' })).toMatchObject({
      status: 'completed',
      upiHandle: 'okicici',
    });
    expect((await charge({ method: 'UPI', upiId: 'FAILURE@upi' })).status).toBe('failed');
  });

  it('accepts every net banking bank code', async () => {
    for (const bankCode of [
      'sbi',
      'hdfc',
      'icici',
      'axis',
      'kotak',
      'pnb',
      'bob',
      'canara',
      'union',
      'other',
    ] as const) {
      expect(await charge({ method: 'ONLINE', bankCode })).toMatchObject({
        status: 'completed',
        bankCode,
      });
    }
  });

  it('has no hosted checkout, no webhooks, and refuses Razorpay results', async () => {
    expect(await provider.createCheckout({ orderId: 'o1', amountPaise: 100 })).toBeNull();
    expect(provider.verifyWebhook(Buffer.from('{}'), 'x')).toBe(false);
    await expect(
      charge({
        method: 'RAZORPAY',
        razorpayOrderId: 'a',
        razorpayPaymentId: 'b',
        razorpaySignature: 'c',
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});
