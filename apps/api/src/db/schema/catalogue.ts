import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  StoredBannerTranslations,
  StoredCategoryTranslations,
  StoredProductTranslations,
} from '@shop/contracts';
import { createdAt, idColumn, tsvector, updatedAt } from './columns';
import { users } from './users';

export const categories = pgTable(
  'categories',
  {
    id: idColumn(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    level: integer().notNull(),
    parentId: text().references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    isActive: boolean().notNull().default(true),
    /** Issue 15: nothing in it can be returned or exchanged (beauty, innerwear). */
    nonReturnable: boolean().notNull().default(false),
    /** Issue 16: default disclosures for its products (field name to text; decision 026). */
    disclosures: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** Issue 19: the owner's Hindi name and description (`{ hi: { name, description } }`). */
    translations: jsonb().$type<StoredCategoryTranslations>().notNull().default({}),
    image: text(),
    description: text(),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.parentId),
    index().on(t.level, t.sortOrder),
    check('categories_level_positive', sql`${t.level} >= 1`),
  ],
);

/**
 * Prices are whole rupees. price/originalPrice are those of the cheapest variant; minPrice,
 * maxPrice and totalStock are kept equal to the variants' by the catalogue service.
 */
export const products = pgTable(
  'products',
  {
    id: idColumn(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    description: text().notNull().default(''),
    categoryId: text()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subCategoryId: text().references(() => categories.id, { onDelete: 'restrict' }),
    brand: text().notNull(),
    price: integer().notNull(),
    originalPrice: integer().notNull(),
    minPrice: integer().notNull(),
    maxPrice: integer().notNull(),
    totalStock: integer().notNull().default(0),
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fabric: text(),
    fit: text(),
    material: text(),
    washCare: text(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean().notNull().default(true),
    /** Issue 15: this product cannot be returned or exchanged (its categories may say so too). */
    nonReturnable: boolean().notNull().default(false),
    /** Issue 16: the product's own disclosures; empty ones come from its categories. */
    disclosures: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** Issue 19: the owner's Hindi name and description (`{ hi: { name, description } }`). */
    translations: jsonb().$type<StoredProductTranslations>().notNull().default({}),
    isFeatured: boolean().notNull().default(false),
    isTrending: boolean().notNull().default(false),
    displayFilters: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Sizes and colours of the active variants, kept by trigger variants_sync_product. */
    sizes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    colors: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * GST (issue 14, decision 015): the HSN code and rate; apparel, footwear and textile
     * made-ups take `gstRateAbove` once the sale value per piece exceeds `gstThreshold` rupees.
     * Defaults are apparel's; migration 0014 and the seed set each category's class.
     */
    hsnCode: text().notNull().default('6211'),
    gstRate: integer().notNull().default(5),
    gstRateAbove: integer().default(18),
    gstThreshold: integer().default(2500),
    /** name (A) > brand (B) > tags (C) > description (D); kept by trigger products_search_vector. */
    searchVector: tsvector(),
    /**
     * Published reviews (issue 18), kept by trigger reviews_rating_sync in the same transaction
     * as the review's change: counts are added to, never recounted, so parallel reviews agree.
     */
    ratingCount: integer().notNull().default(0),
    ratingTotal: integer().notNull().default(0),
    /** The exact mean for sorting and the 4-stars filter; shoppers see it to one decimal. */
    ratingAverage: real()
      .notNull()
      .generatedAlwaysAs(
        sql`CASE WHEN rating_count > 0 THEN rating_total::real / rating_count ELSE 0 END`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_positive', sql`${t.price} >= 0 AND ${t.originalPrice} >= 0`),
    check('products_total_stock_non_negative', sql`${t.totalStock} >= 0`),
    check(
      'products_gst_rate_valid',
      sql`${t.gstRate} BETWEEN 0 AND 40 AND (${t.gstRateAbove} IS NULL) = (${t.gstThreshold} IS NULL)`,
    ),
    // Newest first: the sort keys in the same directions as ORDER BY created_at DESC, id DESC.
    // This and products_category_recent_idx are covering (migration 0010).
    index('products_recent_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isActive}`),
    // Partial and covering: listing counts and the filter panel's facets read a category's
    // products from this index alone (index-only scans), never from the wide table rows.
    // Migration 0008 adds INCLUDE (id, brand, material, fabric, max_price, sizes, colors), which
    // drizzle cannot express; keep the two in step.
    index('products_visible_scope_idx')
      .on(t.categoryId, t.subCategoryId, t.minPrice)
      .where(sql`${t.isActive}`),
    // Just the scope's two columns: a count of a whole scope ("women", every product, a
    // category) is an index-only scan of under a megabyte at 100k products, where the covering
    // index above is 22 MB and the planner read the table instead (200 ms; decision 039).
    index('products_scope_count_idx')
      .on(t.categoryId, t.subCategoryId)
      .where(sql`${t.isActive}`),
    index('products_category_recent_idx')
      .on(t.categoryId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isActive}`),
    index('products_subcategory_recent_idx')
      .on(t.subCategoryId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isActive}`),
    index('products_min_price_idx').on(t.minPrice),
    // Price order within a category; covering (migration 0010) so filters read no table rows.
    index('products_category_price_idx')
      .on(t.categoryId, t.minPrice, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isActive}`),
    // 'Customer Rating' sort and the '4 stars and above' filter (issue 18), best rated first.
    index('products_rating_idx')
      .on(t.ratingAverage.desc(), t.ratingCount.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isActive}`),
    index('products_category_rating_idx')
      .on(
        t.categoryId,
        t.ratingAverage.desc(),
        t.ratingCount.desc(),
        t.createdAt.desc(),
        t.id.desc(),
      )
      .where(sql`${t.isActive}`),
    index('products_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.isActive}`),
    index('products_brand_idx').on(t.brand),
    index('products_featured_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.isFeatured} AND ${t.isActive}`),
    index('products_trending_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.isTrending} AND ${t.isActive}`),
    index('products_search_vector_idx').using('gin', t.searchVector),
    // The name and subcategory words alone (weight A): a search of only a shopper ("women",
    // "kids") ranks the products whose name says so first, a few in thousands (decision 038).
    index('products_name_words_idx').using('gin', sql`ts_filter(${t.searchVector}, '{a}')`),
    index('products_sizes_idx').using('gin', t.sizes),
    index('products_colors_idx').using('gin', t.colors),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('products_brand_trgm_idx').using('gin', sql`lower(${t.brand}) gin_trgm_ops`),
  ],
);

export const variants = pgTable(
  'variants',
  {
    id: idColumn(),
    productId: text()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text().notNull().default('Default'),
    colorCode: text().notNull().default('#9ca3af'),
    size: text().notNull(),
    price: integer().notNull(),
    originalPrice: integer().notNull(),
    stock: integer().notNull().default(0),
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sku: text().notNull().unique(),
    position: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // design.md: stock never goes negative, whatever the application does.
    check('variants_stock_non_negative', sql`${t.stock} >= 0`),
    check('variants_price_positive', sql`${t.price} >= 0 AND ${t.originalPrice} >= 0`),
    uniqueIndex('variants_product_color_size_uq').on(t.productId, t.color, t.size),
    index('variants_product_idx').on(t.productId, t.position),
    index('variants_size_idx').on(t.size, t.productId),
    index('variants_color_idx').on(t.color, t.productId),
  ],
);

/** Every stock change made by a person (admin adjustments), with the reason. */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: idColumn(),
    variantId: text()
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    delta: integer().notNull(),
    stockAfter: integer().notNull(),
    reason: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.variantId, t.createdAt)],
);

export const bannerDisplayType = pgEnum('banner_display_type', [
  'carousel',
  'category-card',
  'both',
]);

export const banners = pgTable(
  'banners',
  {
    id: idColumn(),
    title: text().notNull(),
    subtitle: text(),
    description: text(),
    image: text().notNull(),
    link: text(),
    buttonText: text(),
    /** Issue 19: the owner's Hindi texts (`{ hi: { title, subtitle, description, buttonText } }`). */
    translations: jsonb().$type<StoredBannerTranslations>().notNull().default({}),
    displayType: bannerDisplayType().notNull().default('carousel'),
    order: integer().notNull().default(0),
    categoryId: text().references(() => categories.id, { onDelete: 'set null' }),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.isActive, t.order)],
);

/**
 * Every word (3+ letters) of product names, brands and tags, kept by the trigger
 * products_search_words (migration 0003). Search corrects a mistyped word to its nearest
 * entry here ("jens" -> "jeans") before the full-text query.
 */
export const searchWords = pgTable('search_words', { word: text().primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  // "Does any catalogue word start with ...": a btree prefix scan.
  index('search_words_prefix_idx').on(t.word.op('text_pattern_ops')),
]);
