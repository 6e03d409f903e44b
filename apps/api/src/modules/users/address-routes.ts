import { z } from 'zod';
import { AddressBodySchema, AddressSchema, envelope } from '@shop/contracts';
import { ok } from '../../lib/envelope';
import { bearerAuth, signedInUserId } from '../../lib/signed-in-user';
import type { App } from '../../types';
import { addAddress, changeAddress, listUserAddresses, removeAddress } from './address-service';

const AddressResultSchema = envelope(z.object({ address: AddressSchema }));
/** Any string: a malformed id is simply not one of the caller's addresses (404). */
const idParams = z.strictObject({ id: z.string().max(100) });

/** spec §7: the saved addresses of the signed-in user. */
export async function addressRoutes(app: App) {
  // onRequest, not preHandler: no session answers 401 before the body is even validated.
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/users/addresses',
    {
      schema: {
        tags: ['users'],
        summary: 'Saved addresses, the default first, then the newest',
        security: bearerAuth,
        response: { 200: envelope(z.object({ addresses: z.array(AddressSchema) })) },
      },
    },
    async (request) => ok({ addresses: await listUserAddresses(app.db, signedInUserId(request)) }),
  );

  app.post(
    '/users/addresses',
    {
      schema: {
        tags: ['users'],
        summary: 'Save an address (the first one becomes the default)',
        description: 'At most 20 addresses (422 ADDRESS_LIMIT).',
        security: bearerAuth,
        body: AddressBodySchema,
        response: { 201: AddressResultSchema },
      },
    },
    async (request, reply) => {
      const address = await addAddress(app.db, signedInUserId(request), request.body);
      return reply.status(201).send(ok({ address }));
    },
  );

  app.put(
    '/users/addresses/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Replace an address',
        description: "isDefault: true makes it the default. Another user's address is 404.",
        security: bearerAuth,
        params: idParams,
        body: AddressBodySchema,
        response: { 200: AddressResultSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const userId = signedInUserId(request);
      return ok({ address: await changeAddress(app.db, userId, id, request.body) });
    },
  );

  app.delete(
    '/users/addresses/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete an address (the newest remaining one becomes the default)',
        security: bearerAuth,
        params: idParams,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      await removeAddress(app.db, signedInUserId(request), request.params.id);
      return ok({ id: request.params.id });
    },
  );
}
