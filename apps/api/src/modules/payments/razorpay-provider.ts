import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, invalidData } from '../../lib/errors';
import { emptyOutcome, type PaymentProvider } from './payment-provider';

export const RAZORPAY_ORDERS_URL = 'https://api.razorpay.com/v1/orders';

/** Razorpay Checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function razorpayPaymentSignature(
  providerOrderId: string,
  paymentId: string,
  keySecret: string,
): string {
  return createHmac('sha256', keySecret).update(`${providerOrderId}|${paymentId}`).digest('hex');
}

/** X-Razorpay-Signature of a webhook: HMAC-SHA256 of the raw body with the webhook secret. */
export function razorpayWebhookSignature(rawBody: Buffer | string, webhookSecret: string): string {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

/** Constant-time comparison of two hex signatures (different lengths never match). */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

const gatewayUnavailable = (cause?: unknown) =>
  new AppError('unavailable', 'The payment gateway is not reachable. Please try again.', {
    code: 'PAYMENT_GATEWAY_UNAVAILABLE',
    cause,
  });

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string | null;
  fetch: typeof fetch;
  log?: FastifyBaseLogger;
}

/**
 * Razorpay (decision 008): the server creates a Razorpay order for the amount, the browser pays
 * in Razorpay Checkout, and the result is accepted only with a valid signature over the order
 * id the shop stored (never the one the browser sends). Webhooks confirm payments too.
 */
export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider {
  const auth = Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64');
  return {
    name: 'razorpay',
    publicKeyId: options.keyId,

    async createCheckout({ orderId, amountPaise }) {
      let response: Response;
      try {
        response = await options.fetch(RAZORPAY_ORDERS_URL, {
          method: 'POST',
          headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            amount: amountPaise,
            currency: 'INR',
            receipt: orderId,
            notes: { orderId },
          }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw gatewayUnavailable(error);
      }
      const body = (await response.json().catch(() => null)) as { id?: unknown } | null;
      if (!response.ok || typeof body?.id !== 'string') {
        options.log?.error({ status: response.status, body }, 'razorpay order not created');
        throw gatewayUnavailable();
      }
      return {
        provider: 'razorpay',
        keyId: options.keyId,
        providerOrderId: body.id,
        amountPaise,
        currency: 'INR',
      };
    },

    async charge({ details, providerOrderId }) {
      if (details.method !== 'RAZORPAY') {
        throw invalidData('Please pay through Razorpay Checkout');
      }
      const bad = () =>
        new AppError('invalid_data', 'The payment could not be verified', {
          code: 'PAYMENT_SIGNATURE_INVALID',
        });
      if (!providerOrderId || details.razorpayOrderId !== providerOrderId) throw bad();
      const expected = razorpayPaymentSignature(
        providerOrderId,
        details.razorpayPaymentId,
        options.keySecret,
      );
      if (!signaturesMatch(expected, details.razorpaySignature)) throw bad();
      return {
        ...emptyOutcome('completed'),
        providerOrderId,
        providerPaymentId: details.razorpayPaymentId,
      };
    },

    async refund({ providerPaymentId, amountPaise, reference }) {
      let response: Response;
      try {
        response = await options.fetch(
          `https://api.razorpay.com/v1/payments/${encodeURIComponent(providerPaymentId)}/refund`,
          {
            method: 'POST',
            headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
            body: JSON.stringify({ amount: amountPaise, notes: { reference } }),
            signal: AbortSignal.timeout(10_000),
          },
        );
      } catch (error) {
        throw gatewayUnavailable(error);
      }
      const body = (await response.json().catch(() => null)) as { id?: unknown } | null;
      if (!response.ok || typeof body?.id !== 'string') {
        options.log?.error({ status: response.status, body }, 'razorpay refund not made');
        throw gatewayUnavailable();
      }
      return { providerRefundId: body.id };
    },

    verifyWebhook(rawBody, signature) {
      if (!options.webhookSecret || !signature) return false;
      return signaturesMatch(razorpayWebhookSignature(rawBody, options.webhookSecret), signature);
    },
  };
}
