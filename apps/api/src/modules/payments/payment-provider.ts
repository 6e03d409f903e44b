import type { FastifyBaseLogger } from 'fastify';
import type { PaymentBody, PaymentCheckout, PaymentMethod } from '@shop/contracts';
import type { Config } from '../../config';
import { createRazorpayProvider } from './razorpay-provider';
import { createSimulatedProvider } from './simulated-provider';

/** One charge (or, for a hosted checkout, the check of its result) of an order's amount. */
export interface ChargeRequest {
  orderId: string;
  amountPaise: number;
  details: PaymentBody;
  /** The provider order created for this order earlier (hosted checkouts), as stored. */
  providerOrderId: string | null;
  now: Date;
}

/**
 * What the gateway answered. Card numbers and CVVs stop at the provider: the shop keeps at
 * most the brand and the last 4 digits (design.md).
 */
export interface ChargeOutcome {
  status: 'completed' | 'failed';
  /** The method actually used (null: keep the order's). */
  method: PaymentMethod | null;
  providerOrderId: string | null;
  providerPaymentId: string | null;
  failureReason: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  /** The part of a UPI id after @ (the payment app), never the whole id. */
  upiHandle: string | null;
  bankCode: string | null;
}

/** The payment gateway behind the shop (design.md: simulated by default, razorpay for real). */
export interface PaymentProvider {
  readonly name: 'simulated' | 'razorpay';
  /** Public key the browser needs to open the hosted checkout (null when there is none). */
  readonly publicKeyId: string | null;
  /**
   * Called once per online order: a hosted gateway creates its own order for the amount and
   * the browser pays against it. Null when the provider takes details directly.
   */
  createCheckout(input: { orderId: string; amountPaise: number }): Promise<PaymentCheckout | null>;
  /** Charges the details, or verifies a hosted checkout's result. Throws 400 on wrong input. */
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** Whether a webhook body carries the provider's signature (false when it has no webhooks). */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
  /**
   * Pays `amountPaise` of a completed payment back to the method it came from (issue 15:
   * returns). Answers the provider's refund id; throws when the gateway refuses or is down.
   */
  refund(input: RefundRequest): Promise<{ providerRefundId: string }>;
}

export interface RefundRequest {
  providerPaymentId: string;
  amountPaise: number;
  /** The shop's own reference (the return request), sent as a note. */
  reference: string;
}

export const emptyOutcome = (status: ChargeOutcome['status']): ChargeOutcome => ({
  status,
  method: null,
  providerOrderId: null,
  providerPaymentId: null,
  failureReason: null,
  cardBrand: null,
  cardLast4: null,
  upiHandle: null,
  bankCode: null,
});

/** The provider PAYMENT_PROVIDER names (config.ts checks razorpay has its keys). */
export function createPaymentProvider(
  config: Config,
  log?: FastifyBaseLogger,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'razorpay') {
    return createRazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID ?? '',
      keySecret: config.RAZORPAY_KEY_SECRET ?? '',
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? null,
      fetch: fetchImpl,
      log,
    });
  }
  return createSimulatedProvider();
}
