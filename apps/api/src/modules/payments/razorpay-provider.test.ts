import { describe, expect, it, vi } from 'vitest';
import {
  createRazorpayProvider,
  RAZORPAY_ORDERS_URL,
  razorpayPaymentSignature,
  razorpayWebhookSignature,
} from './razorpay-provider';

// Known vectors (computed independently with `openssl dgst -sha256 -hmac`).
const KEY_SECRET = 'rzp_test_secret_key';
const ORDER_ID = 'order_IluGWxBm9U8zJ8';
const PAYMENT_ID = 'pay_IluGZ9sKM8bxJ5';
const PAYMENT_SIGNATURE = '8bae0e7bc6f2693591b1a798cd0671202e2d88b37cdf649e9c58df3c1be259fa';
const WEBHOOK_SECRET = 'whsec_test';
const WEBHOOK_BODY = '{"event":"payment.captured"}';
const WEBHOOK_SIGNATURE = '4f463a57dd128675850163391f0311888616d57bccca75c774c9cdb28134f851';

const now = new Date();
function provider(fetchImpl: typeof fetch = vi.fn()) {
  return createRazorpayProvider({
    keyId: 'rzp_test_key',
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    fetch: fetchImpl,
  });
}
const result = (overrides: Record<string, string> = {}) => ({
  method: 'RAZORPAY' as const,
  razorpayOrderId: ORDER_ID,
  razorpayPaymentId: PAYMENT_ID,
  razorpaySignature: PAYMENT_SIGNATURE,
  ...overrides,
});

describe('razorpay signatures', () => {
  it('signs order_id|payment_id with the key secret (HMAC-SHA256)', () => {
    expect(razorpayPaymentSignature(ORDER_ID, PAYMENT_ID, KEY_SECRET)).toBe(PAYMENT_SIGNATURE);
  });

  it('signs the raw webhook body with the webhook secret', () => {
    expect(razorpayWebhookSignature(WEBHOOK_BODY, WEBHOOK_SECRET)).toBe(WEBHOOK_SIGNATURE);
    const p = provider();
    expect(p.verifyWebhook(Buffer.from(WEBHOOK_BODY), WEBHOOK_SIGNATURE)).toBe(true);
    expect(p.verifyWebhook(Buffer.from(`${WEBHOOK_BODY} `), WEBHOOK_SIGNATURE)).toBe(false);
    expect(p.verifyWebhook(Buffer.from(WEBHOOK_BODY), undefined)).toBe(false);
    expect(p.verifyWebhook(Buffer.from(WEBHOOK_BODY), 'short')).toBe(false);
  });
});

describe('the razorpay provider', () => {
  it('creates a Razorpay order for the amount in paise with basic auth', async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response(JSON.stringify({ id: 'order_ABC', amount: 150_200 }), { status: 200 }),
    );
    const checkout = await provider(fetchImpl as unknown as typeof fetch).createCheckout({
      orderId: 'shop-order-1',
      amountPaise: 150_200,
    });
    expect(checkout).toEqual({
      provider: 'razorpay',
      keyId: 'rzp_test_key',
      providerOrderId: 'order_ABC',
      amountPaise: 150_200,
      currency: 'INR',
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(RAZORPAY_ORDERS_URL);
    expect((init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from(`rzp_test_key:${KEY_SECRET}`).toString('base64')}`,
    );
    expect(JSON.parse(init.body as string)).toMatchObject({
      amount: 150_200,
      currency: 'INR',
      receipt: 'shop-order-1',
    });
  });

  it('answers 503 when Razorpay refuses or cannot be reached', async () => {
    const refusing = vi.fn(async () => new Response('{"error":{}}', { status: 401 }));
    await expect(
      provider(refusing as unknown as typeof fetch).createCheckout({
        orderId: 'o',
        amountPaise: 1,
      }),
    ).rejects.toMatchObject({ statusCode: 503, code: 'PAYMENT_GATEWAY_UNAVAILABLE' });
    const offline = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(
      provider(offline as unknown as typeof fetch).createCheckout({ orderId: 'o', amountPaise: 1 }),
    ).rejects.toMatchObject({ statusCode: 503 });
  });

  it('accepts a payment whose signature matches the stored order id', async () => {
    const outcome = await provider().charge({
      orderId: 'o',
      amountPaise: 100,
      details: result(),
      providerOrderId: ORDER_ID,
      now,
    });
    expect(outcome).toMatchObject({
      status: 'completed',
      providerOrderId: ORDER_ID,
      providerPaymentId: PAYMENT_ID,
    });
  });

  it('rejects a wrong signature, another order id, or card details (400)', async () => {
    const charge = (
      details: Parameters<ReturnType<typeof provider>['charge']>[0]['details'],
      stored = ORDER_ID,
    ) =>
      provider().charge({ orderId: 'o', amountPaise: 100, details, providerOrderId: stored, now });
    await expect(charge(result({ razorpaySignature: '0'.repeat(64) }))).rejects.toMatchObject({
      statusCode: 400,
      code: 'PAYMENT_SIGNATURE_INVALID',
    });
    // A valid signature for another order does not pay this one.
    await expect(charge(result(), 'order_OTHER')).rejects.toMatchObject({ statusCode: 400 });
    await expect(charge(result({ razorpayOrderId: 'order_OTHER' }))).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(charge({ method: 'UPI', upiId: 'success@upi' })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Please pay through Razorpay Checkout',
    });
  });
});
