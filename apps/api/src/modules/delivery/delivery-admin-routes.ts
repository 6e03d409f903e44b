import { DeliverySettingsSchema, DeliverySettingsViewSchema, envelope } from '@shop/contracts';
import { ok } from '../../lib/envelope';
import { adminDocs, signedInUserId } from '../../lib/signed-in-user';
import type { App } from '../../types';
import { getDeliverySettings, saveDeliverySettings } from './delivery-service';

const docs = adminDocs('delivery');
const one = { 200: envelope(DeliverySettingsViewSchema) };

/** The owner's delivery promise and cash-on-delivery rules (issue 16, decision 023). */
export async function deliveryAdminRoutes(app: App) {
  app.get(
    '/delivery-settings',
    { schema: { ...docs, summary: 'Delivery zones, cut-off and COD rules', response: one } },
    async () => ok(await getDeliverySettings(app.db)),
  );

  app.put(
    '/delivery-settings',
    {
      schema: {
        ...docs,
        summary: 'Replace the delivery zones, cut-off and COD rules',
        body: DeliverySettingsSchema,
        response: one,
      },
    },
    async (request) =>
      ok(await saveDeliverySettings(app.db, signedInUserId(request), request.body)),
  );
}
