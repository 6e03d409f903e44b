import { createHash } from 'node:crypto';
import { z } from 'zod';
import { envelope } from '@shop/contracts';
import { ok } from '../../lib/envelope';
import { AppError, invalidData, notFound } from '../../lib/errors';
import type { App } from '../../types';
import { firstDelivery, paymentNewsOf } from '../payments';
import type { OrderContext } from './order-context';
import { settleProviderPayment } from './order-payment-service';

const WebhookResultSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
  result: z.string(),
});

/**
 * POST /api/payments/razorpay/webhook. The signature covers the exact bytes Razorpay sent, so
 * this scope keeps the body raw (its own content-type parser) and parses it only after the
 * X-Razorpay-Signature check. Razorpay retries deliveries: each event id is handled once.
 * It lives with the orders it confirms, so payments never imports orders (no cycle).
 */
export async function paymentWebhookRoutes(app: App, { ctx }: { ctx: OrderContext }) {
  const provider = ctx.payments;

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    scope.post(
      '/payments/razorpay/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Razorpay webhook (payment.captured, order.paid, payment.failed)',
          description: '400 WEBHOOK_SIGNATURE_INVALID when X-Razorpay-Signature does not verify.',
          headers: z.looseObject({
            'x-razorpay-signature': z.string().max(200).optional(),
            'x-razorpay-event-id': z.string().max(200).optional(),
          }),
          response: { 200: envelope(WebhookResultSchema) },
        },
      },
      async (request) => {
        if (provider.name !== 'razorpay') throw notFound('Not found', 'ROUTE_NOT_FOUND');
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        if (!provider.verifyWebhook(raw, header('x-razorpay-signature'))) {
          throw new AppError('invalid_data', 'Invalid webhook signature', {
            code: 'WEBHOOK_SIGNATURE_INVALID',
          });
        }
        let body: unknown;
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          throw invalidData('The webhook body is not valid JSON');
        }
        const eventId =
          header('x-razorpay-event-id') ?? createHash('sha256').update(raw).digest('hex');
        const news = paymentNewsOf(body);
        const result = await app.db.transaction(async (tx) => {
          if (!(await firstDelivery(tx, 'razorpay', eventId))) return 'duplicate';
          return news ? settleProviderPayment(tx, news, new Date()) : 'ignored';
        });
        if (result === 'not-pending') {
          request.log.warn({ news }, 'payment captured for an order no longer pending: refund it');
        }
        return ok({ received: true as const, duplicate: result === 'duplicate', result });
      },
    );
  });
}
