import { z } from 'zod';
import { ProductDisclosuresSchema } from './disclosures';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, SEARCH_TEXT_MAX } from '../constants';
import { PaginationSchema } from './common';

/** spec §3: Variant. */
export const VariantSchema = z.object({
  _id: z.string(),
  color: z.string(),
  colorCode: z.string(),
  size: z.string(),
  price: z.number().int(),
  originalPrice: z.number().int(),
  stock: z.number().int(),
  images: z.array(z.string()),
});
export type Variant = z.infer<typeof VariantSchema>;

export const CategoryRefSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  slug: z.string(),
});
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

export const SpecificationsSchema = z.object({
  fabric: z.string().nullable(),
  fit: z.string().nullable(),
  material: z.string().nullable(),
  washCare: z.string().nullable(),
});

export const AvailableColorSchema = z.object({
  color: z.string(),
  colorCode: z.string(),
  images: z.array(z.string()),
});

/** spec §3: Product. */
export const ProductSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /** Issue 15: not returnable (the product's own flag or its category's): no 30-day returns. */
  nonReturnable: z.boolean(),
  category: CategoryRefSchema,
  subCategory: CategoryRefSchema.nullable(),
  brand: z.string(),
  price: z.number().int(),
  originalPrice: z.number().int(),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
  totalStock: z.number().int(),
  images: z.array(z.string()),
  variants: z.array(VariantSchema),
  specifications: SpecificationsSchema,
  tags: z.array(z.string()),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  isTrending: z.boolean(),
  displayFilters: z.array(z.string()),
  availableColors: z.array(AvailableColorSchema),
  /** Published reviews (issue 18): the mean to one decimal and how many; 0 and 0 with none. */
  rating: z.object({ average: z.number(), count: z.number().int() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

/** GET /api/products/{id}: the product with its legal disclosures (issue 16). */
export const ProductDetailSchema = ProductSchema.extend({ disclosures: ProductDisclosuresSchema });
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** `rating`: 'Customer Rating', best rated first (then the most reviewed). */
export const PRODUCT_SORT_FIELDS = ['createdAt', 'price', 'name', 'relevance', 'rating'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

/** A filter that may be given once, several times, or comma-separated: ?size=M&size=L or ?size=M,L */
const multiValue = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
    return [
      ...new Set(
        list
          .flatMap((v) => v.split(','))
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ].slice(0, 50);
  });

const rupees = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of rupees`)
    .min(0, `${label} cannot be negative`)
    .max(10_000_000, `${label} is too large`)
    .optional();

/** The filters shared by the listing and the filter-data (facets) endpoints. */
export const ProductFilterQuerySchema = z.object({
  search: z.string().trim().max(SEARCH_TEXT_MAX, 'Search text is too long').optional(),
  category: z.string().trim().max(200).optional(),
  subcategory: z.string().trim().max(200).optional(),
  brand: multiValue,
  size: multiValue,
  color: multiValue,
  material: multiValue,
  fabric: multiValue,
  minPrice: rupees('Minimum price'),
  maxPrice: rupees('Maximum price'),
  /** '4 stars and above': products whose average rating is at least this (issue 18). */
  minRating: z.coerce
    .number({ error: 'Minimum rating must be a number from 1 to 5' })
    .min(1, 'Minimum rating must be a number from 1 to 5')
    .max(5, 'Minimum rating must be a number from 1 to 5')
    .optional(),
});
export type ProductFilterQuery = z.infer<typeof ProductFilterQuerySchema>;

/**
 * GET /api/products. `limit` must be one of the page sizes (12, 24, 36, 48, 60): anything else
 * is rejected with 400 rather than silently changed, so a client bug is seen at once.
 */
export const ProductListQuerySchema = ProductFilterQuerySchema.extend({
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(100_000, 'Page is too large')
    .default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .refine((n) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(n), {
      message: `Limit must be one of ${PAGE_SIZE_OPTIONS.join(', ')}`,
    })
    .default(DEFAULT_PAGE_SIZE),
  /**
   * Unset: newest first (spec §9), searches included. `relevance` puts the best matches of
   * `search` first (newest first without a search).
   */
  sortBy: z.enum(PRODUCT_SORT_FIELDS).optional(),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductListSchema = z.object({
  products: z.array(ProductSchema),
  pagination: PaginationSchema,
});
export type ProductList = z.infer<typeof ProductListSchema>;

export const FilterOptionSchema = z.object({ name: z.string(), count: z.number().int() });
export type FilterOption = z.infer<typeof FilterOptionSchema>;

/** spec §3: Filter data. */
export const FilterDataSchema = z.object({
  priceRange: z.object({ minPrice: z.number().int(), maxPrice: z.number().int() }),
  brands: z.array(FilterOptionSchema),
  sizes: z.array(FilterOptionSchema),
  colors: z.array(FilterOptionSchema.extend({ colorCode: z.string() })),
  materials: z.array(FilterOptionSchema),
  fabrics: z.array(FilterOptionSchema),
  subcategories: z.array(FilterOptionSchema.extend({ slug: z.string() })),
});
export type FilterData = z.infer<typeof FilterDataSchema>;

/** spec §3: Banner. */
export const BannerSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string(),
  link: z.string().nullable(),
  buttonText: z.string().nullable(),
  displayType: z.enum(['carousel', 'category-card', 'both']),
  order: z.number().int(),
  categoryId: z.string().nullable(),
  isActive: z.boolean(),
});
export type Banner = z.infer<typeof BannerSchema>;
