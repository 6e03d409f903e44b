import { z } from 'zod';
import { ProductTranslationsSchema, StoredProductTranslationsSchema } from './translations';
import { IdSchema } from './common';
import { DisclosureFieldsSchema, StoredDisclosuresSchema } from './disclosures';
import { CategoryRefSchema, SpecificationsSchema } from './product';
import {
  AdminPageQuerySchema,
  AdminPaginationSchema,
  OptionalTextSchema,
  ImageAddressSchema,
  QueryBooleanSchema,
  RequiredTextSchema,
} from './admin-common';
import {
  AdminVariantCreateBodySchema,
  AdminVariantSchema,
  MAX_VARIANTS_PER_PRODUCT,
} from './admin-variants';

/** GET /api/admin/products: inactive products included unless isActive is given. */
export const AdminProductListQuerySchema = AdminPageQuerySchema.extend({
  /** Part of the name or brand (case-insensitive). */
  search: z.string().trim().max(100, 'Search text is too long').optional(),
  /** A category id or slug; matches the category or the sub-category. */
  category: z.string().trim().max(200).optional(),
  isActive: QueryBooleanSchema.optional(),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuerySchema>;

/** The GST rates in force (GST 2.0, decision 015): 0, 0.25 and 3 are not sold here. */
const GST_RATES = [0, 5, 18, 40] as const;
const gstRate = z
  .number({ error: 'GST rate must be a number' })
  .refine((rate) => (GST_RATES as readonly number[]).includes(rate), {
    message: `GST rate must be one of ${GST_RATES.join(', ')}`,
  });

/**
 * A product's GST class (issue 14): HSN code and rate; for apparel, made-ups and footwear a
 * higher rate above a sale value per piece (rupees). Both or neither of the two.
 */
export const ProductGstSchema = z
  .strictObject({
    hsnCode: z
      .string({ error: 'HSN code is required' })
      .trim()
      .regex(/^(\d{4}|\d{6}|\d{8})$/, 'HSN code must be 4, 6 or 8 digits'),
    gstRate,
    gstRateAbove: gstRate.nullable(),
    gstThreshold: z
      .number({ error: 'Threshold must be a number' })
      .int('Threshold must be whole rupees')
      .min(1, 'Threshold must be at least 1')
      .max(1_000_000, 'Threshold is too large')
      .nullable(),
  })
  .refine((gst) => (gst.gstRateAbove === null) === (gst.gstThreshold === null), {
    path: ['gstThreshold'],
    message: 'Give both the higher rate and its threshold, or neither',
  });
export type ProductGst = z.infer<typeof ProductGstSchema>;

/** spec §3 Product as the back office sees it: every variant, active or not. */
export const AdminProductSchema = z.object({
  /** Issue 19: the owner's Hindi texts, each optional. */
  translations: StoredProductTranslationsSchema,
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /** Issue 15: not returnable, by its own flag or its category's... */
  nonReturnable: z.boolean(),
  /** ...and its own flag, the one the product's switch changes. */
  productNonReturnable: z.boolean(),
  categoryId: z.string(),
  subCategoryId: z.string().nullable(),
  category: CategoryRefSchema,
  subCategory: CategoryRefSchema.nullable(),
  brand: z.string(),
  /** Kept from the active variants by the database (cheapest variant's price and MRP). */
  price: z.number().int(),
  originalPrice: z.number().int(),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
  totalStock: z.number().int(),
  images: z.array(z.string()),
  specifications: SpecificationsSchema,
  tags: z.array(z.string()),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  isTrending: z.boolean(),
  displayFilters: z.array(z.string()),
  gst: ProductGstSchema,
  /** Issue 16: the product's own disclosures (empty ones come from its categories). */
  disclosures: StoredDisclosuresSchema,
  variants: z.array(AdminVariantSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminProductListSchema = z.object({
  products: z.array(AdminProductSchema),
  pagination: AdminPaginationSchema,
});
export type AdminProductList = z.infer<typeof AdminProductListSchema>;

const shortList = (label: string, max: number, itemMax: number) =>
  z
    .array(RequiredTextSchema(label, itemMax), { error: `${label}s must be a list` })
    .max(max, `At most ${max} ${label.toLowerCase()}s`);

const isId = (value: string) => IdSchema.safeParse(value).success;

const productFields = {
  name: RequiredTextSchema('Name', 200),
  description: z.string().trim().max(5000, 'Description must be at most 5000 characters'),
  // Chosen from a list in the form: missing or not an id means nothing was chosen, said so.
  categoryId: z.string({ error: 'Choose a category' }).refine(isId, 'Choose a category'),
  subCategoryId: z
    .string({ error: 'Choose a sub-category, or none' })
    .refine(isId, 'Choose a sub-category, or none')
    .nullable(),
  brand: RequiredTextSchema('Brand', 100),
  images: z.array(ImageAddressSchema('Image')).max(20, 'At most 20 images'),
  specifications: z.strictObject({
    fabric: OptionalTextSchema('Fabric', 100).optional(),
    fit: OptionalTextSchema('Fit', 100).optional(),
    material: OptionalTextSchema('Material', 100).optional(),
    washCare: OptionalTextSchema('Wash care', 300).optional(),
  }),
  tags: shortList('Tag', 30, 50),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  isFeatured: z.boolean({ error: 'isFeatured must be true or false' }),
  isTrending: z.boolean({ error: 'isTrending must be true or false' }),
  displayFilters: shortList('Display filter', 30, 50),
};

/** A product goes on sale only with a variant to sell: its price is its active variants'. */
export const NO_VARIANT_ON_SALE =
  'Add at least one active variant (size, price and stock) to put the product on sale, or save it as inactive';

/**
 * POST /api/admin/products. Variants may be given at once; a product without an active variant
 * (price 0, no stock) may only be saved inactive, to get its variants later. Left-out flags:
 * active, not featured, not trending; left-out lists are empty.
 */
export const AdminProductCreateBodySchema = z.strictObject({
  translations: ProductTranslationsSchema.optional(),
  name: productFields.name,
  categoryId: productFields.categoryId,
  brand: productFields.brand,
  description: productFields.description.optional(),
  subCategoryId: productFields.subCategoryId.optional(),
  images: productFields.images.optional(),
  specifications: productFields.specifications.optional(),
  tags: productFields.tags.optional(),
  isActive: productFields.isActive.optional(),
  isFeatured: productFields.isFeatured.optional(),
  isTrending: productFields.isTrending.optional(),
  displayFilters: productFields.displayFilters.optional(),
  gst: ProductGstSchema.optional(),
  disclosures: DisclosureFieldsSchema.optional(),
  variants: z
    .array(AdminVariantCreateBodySchema)
    .max(MAX_VARIANTS_PER_PRODUCT, `At most ${MAX_VARIANTS_PER_PRODUCT} variants`)
    .optional(),
});
export type AdminProductCreateBody = z.infer<typeof AdminProductCreateBodySchema>;

/** PUT /api/admin/products/{id}: the fields to change (at least one). Variants have their own routes. */
export const AdminProductUpdateBodySchema = z
  .strictObject({
    translations: ProductTranslationsSchema.optional(),
    name: productFields.name.optional(),
    categoryId: productFields.categoryId.optional(),
    brand: productFields.brand.optional(),
    description: productFields.description.optional(),
    subCategoryId: productFields.subCategoryId.optional(),
    images: productFields.images.optional(),
    specifications: productFields.specifications.optional(),
    tags: productFields.tags.optional(),
    isActive: productFields.isActive.optional(),
    isFeatured: productFields.isFeatured.optional(),
    isTrending: productFields.isTrending.optional(),
    displayFilters: productFields.displayFilters.optional(),
    gst: ProductGstSchema.optional(),
    disclosures: DisclosureFieldsSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type AdminProductUpdateBody = z.infer<typeof AdminProductUpdateBodySchema>;

/** PATCH /api/admin/products/{id}/status: activate/deactivate, featured, trending (at least one). */
export const AdminProductStatusBodySchema = z
  .strictObject({
    isActive: productFields.isActive.optional(),
    isFeatured: productFields.isFeatured.optional(),
    isTrending: productFields.isTrending.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type AdminProductStatusBody = z.infer<typeof AdminProductStatusBodySchema>;
