import {
  AdminDeletedSchema,
  AdminIdParamsSchema,
  AdminSynonymBodySchema,
  AdminSynonymListSchema,
  AdminSynonymSchema,
  envelope,
  SearchInsightsSchema,
} from '@shop/contracts';
import { ok } from '../../lib/envelope';
import { adminDocs, signedInUserId } from '../../lib/signed-in-user';
import type { App } from '../../types';
import {
  createSynonym,
  deleteSynonym,
  getSearchInsights,
  listSynonyms,
  updateSynonym,
} from './search-admin-service';

const docs = adminDocs('search');
const params = AdminIdParamsSchema;
const one = { 200: envelope(AdminSynonymSchema) };

/** Issue 13: what shoppers search, and the synonyms search widens words with. */
export async function searchAdminRoutes(app: App) {
  app.get(
    '/search/insights',
    {
      schema: {
        ...docs,
        summary: 'Top searches and searches that found nothing (no personal data)',
        response: { 200: envelope(SearchInsightsSchema) },
      },
    },
    async () => ok(await getSearchInsights(app.db)),
  );

  app.get(
    '/search/synonyms',
    {
      schema: {
        ...docs,
        summary: 'Synonym groups: words shoppers type for the same thing',
        response: { 200: envelope(AdminSynonymListSchema) },
      },
    },
    async () => ok(await listSynonyms(app.db)),
  );

  app.post(
    '/search/synonyms',
    {
      schema: {
        ...docs,
        summary: 'Add a synonym group',
        body: AdminSynonymBodySchema,
        response: { 201: envelope(AdminSynonymSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createSynonym(app.db, signedInUserId(request), request.body))),
  );

  app.put(
    '/search/synonyms/:id',
    {
      schema: {
        ...docs,
        summary: 'Change a synonym group',
        params,
        body: AdminSynonymBodySchema,
        response: one,
      },
    },
    async (request) =>
      ok(await updateSynonym(app.db, signedInUserId(request), request.params.id, request.body)),
  );

  app.delete(
    '/search/synonyms/:id',
    {
      schema: {
        ...docs,
        summary: 'Remove a synonym group',
        params,
        response: { 200: envelope(AdminDeletedSchema) },
      },
    },
    async (request) => ok(await deleteSynonym(app.db, signedInUserId(request), request.params.id)),
  );
}
