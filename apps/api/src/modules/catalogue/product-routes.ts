import { z } from 'zod';
import {
  envelope,
  FEATURED_COUNT,
  FilterDataSchema,
  ProductFilterQuerySchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductDetailSchema,
  ProductSchema,
  RELATED_PRODUCTS_COUNT,
  TRENDING_FETCH_COUNT,
  CategoryListSchema,
  CategorySchema,
} from '@shop/contracts';
import { contentLanguage } from '../../lib/content-language';
import { ok } from '../../lib/envelope';
import type { App } from '../../types';
import { getStoreProfileForPages } from '../store-profile';
import { getCategory, getCategoryTree } from './category-service';
import {
  getFilterData,
  getProduct,
  listFlaggedProducts,
  withStoreDisclosures,
  listProducts,
  listRelatedProducts,
} from './product-service';
import { recordSearch } from './search-log';

/** Catalogue reads may be cached briefly by browsers and proxies; stock changes show within 30 s. */
const CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=120';

const ProductsSchema = z.object({ products: z.array(ProductSchema) });
const limitQuery = (fallback: number) =>
  z.object({
    limit: z.coerce
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(60, 'Limit must be 60 or less')
      .default(fallback),
  });
const idParams = z.strictObject({ id: z.string().trim().min(1).max(200) });

export async function productRoutes(app: App) {
  // Set before the handler runs so the ETag hook sees it; the error handler replaces it.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET') reply.header('cache-control', CACHE_CONTROL);
  });

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Search, filter, sort and page the products a shopper can see',
        description:
          'Filters brand, size, color, material and fabric take several values (repeat the ' +
          'parameter or separate with commas). `limit` must be 12, 24, 36, 48 or 60. Without ' +
          '`sortBy` the newest come first; `sortBy=relevance` puts the best matches of `search` first.',
        querystring: ProductListQuerySchema,
        response: { 200: envelope(ProductListSchema) },
      },
    },
    async (request, reply) => {
      const list = await listProducts(app.db, request.query, contentLanguage(request, reply));
      // What shoppers search, for the owner (decision 018): a search's first page only.
      if (request.query.page === 1)
        recordSearch(app.db, request.query.search, list.pagination.totalItems);
      return ok(list);
    },
  );

  app.get(
    '/products/filters',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Filter panel data with product counts for the current scope',
        querystring: ProductFilterQuerySchema,
        response: { 200: envelope(FilterDataSchema) },
      },
    },
    async (request, reply) =>
      ok(await getFilterData(app.db, request.query, contentLanguage(request, reply))),
  );

  app.get(
    '/products/featured',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Featured products (8 by default)',
        querystring: limitQuery(FEATURED_COUNT),
        response: { 200: envelope(ProductsSchema) },
      },
    },
    async (request, reply) =>
      ok({
        products: await listFlaggedProducts(
          app.db,
          'isFeatured',
          request.query.limit,
          contentLanguage(request, reply),
        ),
      }),
  );

  app.get(
    '/products/trending',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Trending products (12 by default)',
        querystring: limitQuery(TRENDING_FETCH_COUNT),
        response: { 200: envelope(ProductsSchema) },
      },
    },
    async (request, reply) =>
      ok({
        products: await listFlaggedProducts(
          app.db,
          'isTrending',
          request.query.limit,
          contentLanguage(request, reply),
        ),
      }),
  );

  app.get(
    '/products/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories to browse products by: active level-1 categories with children',
        response: { 200: envelope(CategoryListSchema) },
      },
    },
    async (request, reply) =>
      ok({ categories: await getCategoryTree(app.db, contentLanguage(request, reply)) }),
  );

  app.get(
    '/products/categories/:id/subcategories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Active subcategories of one category (id or slug)',
        params: idParams,
        response: {
          200: envelope(
            z.object({ category: CategorySchema, subcategories: z.array(CategorySchema) }),
          ),
        },
      },
    },
    async (request, reply) => {
      const category = await getCategory(
        app.db,
        request.params.id,
        contentLanguage(request, reply),
      );
      return ok({ category, subcategories: category.children });
    },
  );

  app.get(
    '/products/:id/related',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Related products: same subcategory first, then category; in stock first',
        params: idParams,
        querystring: limitQuery(RELATED_PRODUCTS_COUNT),
        response: { 200: envelope(ProductsSchema) },
      },
    },
    async (request, reply) =>
      ok({
        products: await listRelatedProducts(
          app.db,
          request.params.id,
          request.query.limit,
          contentLanguage(request, reply),
        ),
      }),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product (id or slug) with variants, colours, specifications and disclosures',
        description:
          'The legal disclosures (issue 16) are resolved: each field from the product, else its ' +
          'sub-category, else its category; the MRP is the original price of the cheapest ' +
          'variant; the seller and customer care come from the store profile.',
        params: idParams,
        response: { 200: envelope(z.object({ product: ProductDetailSchema })) },
      },
    },
    async (request, reply) => {
      const [product, store] = await Promise.all([
        getProduct(app.db, request.params.id, contentLanguage(request, reply)),
        getStoreProfileForPages(app.db),
      ]);
      return ok({ product: withStoreDisclosures(product, store) });
    },
  );
}
