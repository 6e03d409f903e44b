import {
  envelope,
  SearchRecoverySchema,
  SearchSuggestionsSchema,
  SearchSuggestQuerySchema,
} from '@shop/contracts';
import { contentLanguage } from '../../lib/content-language';
import { ok } from '../../lib/envelope';
import type { App } from '../../types';
import { stopSearchLog } from './search-log';
import { recoverSearch } from './search-recover';
import { suggestSearches } from './search-suggest';

export async function searchRoutes(app: App) {
  app.addHook('onClose', async () => stopSearchLog(app.db));

  app.get(
    '/search/suggest',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Suggestions while a shopper types: categories, brands and product names',
        querystring: SearchSuggestQuerySchema,
        response: { 200: envelope(SearchSuggestionsSchema) },
      },
    },
    async (request, reply) => {
      // The same prefix is typed by many shoppers; a short browser cache spares the server.
      reply.header('cache-control', 'public, max-age=60');
      const language = contentLanguage(request, reply);
      return ok({ suggestions: await suggestSearches(app.db, request.query.q, language) });
    },
  );

  app.get(
    '/search/recover',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'For a search that found nothing: did you mean, and popular products nearby',
        querystring: SearchSuggestQuerySchema,
        response: { 200: envelope(SearchRecoverySchema) },
      },
    },
    async (request, reply) =>
      ok(await recoverSearch(app.db, request.query.q, contentLanguage(request, reply))),
  );
}
