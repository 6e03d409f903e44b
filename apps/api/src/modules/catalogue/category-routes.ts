import { z } from 'zod';
import { CategoryListSchema, CategorySchema, envelope } from '@shop/contracts';
import { contentLanguage } from '../../lib/content-language';
import { ok } from '../../lib/envelope';
import type { App } from '../../types';
import {
  getCategory,
  getCategoryTree,
  listCategories,
  listCategoriesAtLevel,
} from './category-service';

/** Categories change rarely; a minute of browser and proxy caching keeps menus instant. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

export async function categoryRoutes(app: App) {
  app.get(
    '/categories/tree',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Active level-1 categories with their active children',
        response: { 200: envelope(CategoryListSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return ok({ categories: await getCategoryTree(app.db, contentLanguage(request, reply)) });
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every active category, flat, each with its children',
        response: { 200: envelope(CategoryListSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return ok({ categories: await listCategories(app.db, contentLanguage(request, reply)) });
    },
  );

  app.get(
    '/categories/level/:level',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Active categories of one level (1 is top)',
        params: z.strictObject({
          level: z.coerce
            .number({ error: 'Level must be a number' })
            .int('Level must be a whole number')
            .min(1, 'Level must be 1 or more')
            .max(10, 'Level must be 10 or less'),
        }),
        response: { 200: envelope(CategoryListSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      const language = contentLanguage(request, reply);
      return ok({
        categories: await listCategoriesAtLevel(app.db, request.params.level, language),
      });
    },
  );

  app.get(
    '/categories/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One active category by id or slug',
        params: z.strictObject({ id: z.string().trim().min(1).max(200) }),
        response: { 200: envelope(CategorySchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return ok(await getCategory(app.db, request.params.id, contentLanguage(request, reply)));
    },
  );
}
