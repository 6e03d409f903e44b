import { z } from 'zod';

/** A provider told us (webhook) how a hosted payment ended. */
export interface ProviderPaymentNews {
  provider: string;
  providerOrderId: string;
  providerPaymentId: string;
  status: 'completed' | 'failed';
  failureReason: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
}

/** The parts of a Razorpay webhook the shop reads (everything else is ignored). */
const WebhookSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string(),
            order_id: z.string().nullable().optional(),
            error_description: z.string().nullable().optional(),
            card: z
              .object({
                last4: z.string().nullable().optional(),
                network: z.string().nullable().optional(),
              })
              .nullable()
              .optional(),
          }),
        })
        .optional(),
    })
    .optional(),
});

const SETTLING_EVENTS: Record<string, 'completed' | 'failed'> = {
  'payment.captured': 'completed',
  'order.paid': 'completed',
  'payment.failed': 'failed',
};

/**
 * What a Razorpay event says about an order's payment; null for events the shop does not act
 * on (or a body it cannot read).
 */
export function paymentNewsOf(body: unknown): ProviderPaymentNews | null {
  const parsed = WebhookSchema.safeParse(body);
  if (!parsed.success) return null;
  const status = SETTLING_EVENTS[parsed.data.event];
  const payment = parsed.data.payload?.payment?.entity;
  if (!status || !payment?.order_id) return null;
  return {
    provider: 'razorpay',
    providerOrderId: payment.order_id,
    providerPaymentId: payment.id,
    status,
    failureReason: status === 'failed' ? (payment.error_description ?? 'The payment failed') : null,
    cardBrand: payment.card?.network ?? null,
    cardLast4: payment.card?.last4 ?? null,
  };
}
