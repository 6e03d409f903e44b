import { z } from 'zod';
import { CategoryTranslationsSchema, StoredCategoryTranslationsSchema } from './translations';
import { IdSchema } from './common';
import { DisclosureFieldsSchema, StoredDisclosuresSchema } from './disclosures';
import { CategoryBaseSchema } from './category';
import { ImageAddressSchema, OptionalTextSchema, RequiredTextSchema } from './admin-common';

/** A category row in the back office: inactive ones included, with what uses it. */
export const AdminCategorySchema = CategoryBaseSchema.extend({
  /** Issue 19: the owner's Hindi texts, each optional. */
  translations: StoredCategoryTranslationsSchema,
  /** Products whose category or sub-category this is (active or not). */
  productCount: z.number().int(),
  childCount: z.number().int(),
  /** Issue 15: nothing in it may be returned or exchanged. */
  nonReturnable: z.boolean(),
  /** Issue 16: defaults for its products' disclosures (a sub-category's over its parent's). */
  disclosures: StoredDisclosuresSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

/** GET /api/admin/categories: every category, flat, parents before children (by level, sortOrder, name). */
export const AdminCategoryListSchema = z.object({ categories: z.array(AdminCategorySchema) });
export type AdminCategoryList = z.infer<typeof AdminCategoryListSchema>;

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may use a-z, 0-9 and single hyphens')
  .max(100, 'Slug must be at most 100 characters');

const categoryFields = {
  name: RequiredTextSchema('Name', 100),
  slug,
  /** null: a top-level category (level 1); otherwise level is the parent's + 1. */
  parentId: IdSchema.nullable(),
  description: OptionalTextSchema('Description', 1000),
  image: ImageAddressSchema('Image').nullable(),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  sortOrder: z
    .number({ error: 'Sort order must be a number' })
    .int('Sort order must be a whole number')
    .min(0, 'Sort order cannot be negative')
    .max(100_000, 'Sort order is too large'),
};

/** POST /api/admin/categories. The slug defaults to one made from the name; 409 if taken. */
export const AdminCategoryCreateBodySchema = z.strictObject({
  translations: CategoryTranslationsSchema.optional(),
  name: categoryFields.name,
  slug: categoryFields.slug.optional(),
  parentId: categoryFields.parentId.optional(),
  description: categoryFields.description.optional(),
  image: categoryFields.image.optional(),
  isActive: categoryFields.isActive.optional(),
  sortOrder: categoryFields.sortOrder.optional(),
  disclosures: DisclosureFieldsSchema.optional(),
});
export type AdminCategoryCreateBody = z.infer<typeof AdminCategoryCreateBodySchema>;

/**
 * PUT /api/admin/categories/{id}: the fields to change (at least one). Deactivating is how a
 * category in use is retired; DELETE answers 409 while products or sub-categories use it.
 */
export const AdminCategoryUpdateBodySchema = z
  .strictObject({
    translations: CategoryTranslationsSchema.optional(),
    name: categoryFields.name.optional(),
    slug: categoryFields.slug.optional(),
    parentId: categoryFields.parentId.optional(),
    description: categoryFields.description.optional(),
    image: categoryFields.image.optional(),
    isActive: categoryFields.isActive.optional(),
    sortOrder: categoryFields.sortOrder.optional(),
    disclosures: DisclosureFieldsSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type AdminCategoryUpdateBody = z.infer<typeof AdminCategoryUpdateBodySchema>;
