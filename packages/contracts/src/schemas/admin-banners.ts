import { z } from 'zod';
import { BannerTranslationsSchema, StoredBannerTranslationsSchema } from './translations';
import { BANNER_DISPLAY_TYPES } from '../constants';
import { IdSchema } from './common';
import { BannerSchema } from './product';
import {
  AdminPageQuerySchema,
  AdminPaginationSchema,
  OptionalTextSchema,
  ImageAddressSchema,
  PathOrUrlSchema,
  RequiredTextSchema,
} from './admin-common';

/** GET /api/admin/banners?page&limit (defaults 1 and 20, spec §7). */
export const AdminBannerListQuerySchema = AdminPageQuerySchema;
export type AdminBannerListQuery = z.infer<typeof AdminBannerListQuerySchema>;

/** spec §3 Banner, with the times the back office shows. */
export const AdminBannerSchema = BannerSchema.extend({
  /** Issue 19: the owner's Hindi texts, each optional. */
  translations: StoredBannerTranslationsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBanner = z.infer<typeof AdminBannerSchema>;

/** Ordered by `order`, then creation. */
export const AdminBannerListSchema = z.object({
  banners: z.array(AdminBannerSchema),
  pagination: AdminPaginationSchema,
});
export type AdminBannerList = z.infer<typeof AdminBannerListSchema>;

const bannerOrder = z
  .number({ error: 'Order must be a number' })
  .int('Order must be a whole number')
  .min(0, 'Order cannot be negative')
  .max(100_000, 'Order is too large');

const bannerFields = {
  title: RequiredTextSchema('Title', 120),
  subtitle: OptionalTextSchema('Subtitle', 200),
  description: OptionalTextSchema('Description', 1000),
  image: ImageAddressSchema('Image'),
  link: PathOrUrlSchema('Link').nullable(),
  buttonText: OptionalTextSchema('Button text', 40),
  displayType: z.enum(BANNER_DISPLAY_TYPES, {
    error: 'Display type must be carousel, category-card or both',
  }),
  order: bannerOrder,
  categoryId: IdSchema.nullable(),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
};

/**
 * POST /api/admin/banners. title and image are required; the rest are optional (displayType
 * carousel, order after the last banner, active, others null when left out).
 */
export const AdminBannerCreateBodySchema = z.strictObject({
  translations: BannerTranslationsSchema.optional(),
  title: bannerFields.title,
  image: bannerFields.image,
  subtitle: bannerFields.subtitle.optional(),
  description: bannerFields.description.optional(),
  link: bannerFields.link.optional(),
  buttonText: bannerFields.buttonText.optional(),
  displayType: bannerFields.displayType.optional(),
  order: bannerFields.order.optional(),
  categoryId: bannerFields.categoryId.optional(),
  isActive: bannerFields.isActive.optional(),
});
export type AdminBannerCreateBody = z.infer<typeof AdminBannerCreateBodySchema>;

/** PUT /api/admin/banners/{id}: the fields to change (at least one). */
export const AdminBannerUpdateBodySchema = z
  .strictObject({
    translations: BannerTranslationsSchema.optional(),
    title: bannerFields.title.optional(),
    image: bannerFields.image.optional(),
    subtitle: bannerFields.subtitle.optional(),
    description: bannerFields.description.optional(),
    link: bannerFields.link.optional(),
    buttonText: bannerFields.buttonText.optional(),
    displayType: bannerFields.displayType.optional(),
    order: bannerFields.order.optional(),
    categoryId: bannerFields.categoryId.optional(),
    isActive: bannerFields.isActive.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type AdminBannerUpdateBody = z.infer<typeof AdminBannerUpdateBodySchema>;

/** PATCH /api/admin/banners/{id}/status (spec §7). */
export const AdminBannerStatusBodySchema = z.strictObject({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});
export type AdminBannerStatusBody = z.infer<typeof AdminBannerStatusBodySchema>;

/** PATCH /api/admin/banners/reorder (spec §7): each listed banner gets its new order. */
export const AdminBannerReorderBodySchema = z.strictObject({
  bannerOrders: z
    .array(z.strictObject({ id: IdSchema, order: bannerOrder }), {
      error: 'bannerOrders must be a list of { id, order }',
    })
    .min(1, 'bannerOrders must list at least one banner')
    .max(500, 'bannerOrders lists too many banners')
    .refine((list) => new Set(list.map((entry) => entry.id)).size === list.length, {
      message: 'A banner is listed twice',
    }),
});
export type AdminBannerReorderBody = z.infer<typeof AdminBannerReorderBodySchema>;

/** What the reorder answers: every banner, in the new display order. */
export const AdminBannerReorderResultSchema = z.object({ banners: z.array(AdminBannerSchema) });
export type AdminBannerReorderResult = z.infer<typeof AdminBannerReorderResultSchema>;
