import { OrderIdParamsSchema } from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import { adminDocs, bearerAuth, signedInUserId } from '../../lib/signed-in-user';
import type { App } from '../../types';
import { type InvoicePdf, invoicePdf } from './invoice-service';

/** A tax document as a private download under its own file name (never kept by a cache). */
export function sendPdf(reply: FastifyReply, pdf: InvoicePdf) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${pdf.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf.content);
}

const description =
  'application/pdf once the order has shipped; 409 INVOICE_NOT_READY before, 404 for an order that is not yours.';

/** The shopper's GST tax invoice and credit note (issue 14). */
export async function invoiceRoutes(app: App) {
  app.addHook('onRequest', app.requireUser);
  app.get(
    '/orders/:id/invoice',
    {
      schema: {
        tags: ['orders'],
        security: bearerAuth,
        summary: "The order's GST tax invoice (PDF)",
        description,
        produces: ['application/pdf'],
        params: OrderIdParamsSchema,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await invoicePdf(app.db, request.params.id, 'invoice', signedInUserId(request)),
      ),
  );
  app.get(
    '/orders/:id/credit-note',
    {
      schema: {
        tags: ['orders'],
        security: bearerAuth,
        summary: 'The credit note of an invoiced order that was cancelled (PDF)',
        produces: ['application/pdf'],
        params: OrderIdParamsSchema,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await invoicePdf(app.db, request.params.id, 'credit_note', signedInUserId(request)),
      ),
  );
}

/** The same documents for the back office (any order). */
export async function invoiceAdminRoutes(app: App) {
  const docs = adminDocs('orders');
  app.get(
    '/orders/:id/invoice',
    {
      schema: {
        ...docs,
        summary: "An order's GST tax invoice (PDF)",
        description,
        produces: ['application/pdf'],
        params: OrderIdParamsSchema,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await invoicePdf(app.db, request.params.id, 'invoice')),
  );
  app.get(
    '/orders/:id/credit-note',
    {
      schema: {
        ...docs,
        summary: "An order's credit note (PDF)",
        produces: ['application/pdf'],
        params: OrderIdParamsSchema,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await invoicePdf(app.db, request.params.id, 'credit_note')),
  );
}
