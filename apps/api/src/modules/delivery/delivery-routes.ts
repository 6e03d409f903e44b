import {
  DeliveryCheckQuerySchema,
  DeliveryCheckSchema,
  envelope,
  PincodeInfoSchema,
  PincodeParamsSchema,
} from '@shop/contracts';
import { contentLanguage } from '../../lib/content-language';
import { ok } from '../../lib/envelope';
import type { App } from '../../types';
import { checkDelivery, deliveryCheckIn, pincodeInfo } from './delivery-service';

const tags = ['delivery'];

/** Issue 16: the product page's 'Check delivery' and the address forms' autofill. */
export async function deliveryRoutes(app: App) {
  app.get(
    '/delivery/check',
    {
      schema: {
        tags,
        summary: 'Serviceability, promised delivery date and cash on delivery for a pincode',
        description:
          '400 for a malformed pincode; an unknown or unserved one answers serviceable: false ' +
          'with the reason. With productId the COD cap is checked on its price (404 unknown).',
        querystring: DeliveryCheckQuerySchema,
        response: { 200: envelope(DeliveryCheckSchema) },
      },
    },
    async (request, reply) => {
      // Why it cannot come, or cannot be paid in cash, in the shopper's language (issue 19).
      const language = contentLanguage(request, reply);
      const check = await checkDelivery(app.db, { ...request.query, now: new Date() });
      return ok(deliveryCheckIn(check, language));
    },
  );

  app.get(
    '/pincodes/:pincode',
    {
      schema: {
        tags,
        summary: 'City (district), state and post office of a pincode, for address forms',
        params: PincodeParamsSchema,
        response: { 200: envelope(PincodeInfoSchema) },
      },
    },
    async (request, reply) => {
      // The directory changes only with a new release: a day in any cache is harmless.
      reply.header('cache-control', 'public, max-age=86400');
      return ok(await pincodeInfo(app.db, request.params.pincode));
    },
  );
}
