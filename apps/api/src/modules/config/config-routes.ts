import { DELIVERY_FEE, envelope, PLATFORM_FEE, PublicConfigSchema } from '@shop/contracts';
import { ok } from '../../lib/envelope';
import type { App } from '../../types';

/** Settings the web app follows at start (design.md: the OTP length is a setting). */
export async function configRoutes(app: App) {
  const { OTP_LENGTH, NODE_ENV, ALLOW_TEST_LOGIN } = app.config;
  const data = {
    otpLength: OTP_LENGTH,
    testLoginEnabled: NODE_ENV !== 'production' || ALLOW_TEST_LOGIN,
    platformFee: PLATFORM_FEE,
    deliveryFee: DELIVERY_FEE,
  };
  app.get(
    '/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Public settings for the storefront',
        response: { 200: envelope(PublicConfigSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok(data);
    },
  );
}
