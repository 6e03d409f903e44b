import { z } from 'zod';

/** The most units of one variant the back office records (an adjustment cannot pass it either). */
export const STOCK_MAX = 1_000_000;
import {
  AdminPageQuerySchema,
  AdminPaginationSchema,
  ImageAddressSchema,
  RequiredTextSchema,
} from './admin-common';

export const MAX_VARIANTS_PER_PRODUCT = 100;

/** spec §3 Variant with what the back office also needs. */
export const AdminVariantSchema = z.object({
  _id: z.string(),
  id: z.string(),
  productId: z.string(),
  sku: z.string(),
  color: z.string(),
  colorCode: z.string(),
  size: z.string(),
  price: z.number().int(),
  /** MRP. */
  originalPrice: z.number().int(),
  stock: z.number().int(),
  images: z.array(z.string()),
  position: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminVariant = z.infer<typeof AdminVariantSchema>;

const rupees = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of rupees`)
    .min(1, `${label} must be at least ₹1`)
    .max(10_000_000, `${label} is too large`);

const variantFields = {
  color: RequiredTextSchema('Colour', 50),
  colorCode: z
    .string({ error: 'Colour code is required' })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Colour code must look like #1a2b3c')
    .transform((value) => value.toLowerCase()),
  size: RequiredTextSchema('Size', 20),
  price: rupees('Price'),
  originalPrice: rupees('MRP'),
  stock: z
    .number({ error: 'Stock must be a number' })
    .int('Stock must be a whole number')
    .min(0, 'Stock cannot be negative')
    .max(STOCK_MAX, 'Stock is too large'),
  images: z.array(ImageAddressSchema('Image')).max(20, 'At most 20 images'),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
};

const mrpNotBelowPrice = {
  message: 'MRP must be at least the price',
  path: ['originalPrice'],
};

/**
 * POST /api/admin/products/{id}/variants (and each entry of a product's `variants` on create).
 * originalPrice (MRP) defaults to the price; stock defaults to 0 and is recorded as a stock
 * adjustment ("Opening stock") when above 0.
 */
export const AdminVariantCreateBodySchema = z
  .strictObject({
    color: variantFields.color,
    colorCode: variantFields.colorCode,
    size: variantFields.size,
    price: variantFields.price,
    originalPrice: variantFields.originalPrice.optional(),
    stock: variantFields.stock.optional(),
    images: variantFields.images.optional(),
    isActive: variantFields.isActive.optional(),
  })
  .refine(
    (body) => body.originalPrice === undefined || body.originalPrice >= body.price,
    mrpNotBelowPrice,
  );
export type AdminVariantCreateBody = z.infer<typeof AdminVariantCreateBodySchema>;

/**
 * PUT /api/admin/variants/{id}: the fields to change (at least one). Stock is not edited here:
 * every stock change goes through a stock adjustment, so who/when/why is kept. When only one of
 * price and MRP is given the server checks it against the stored other (400 on originalPrice).
 */
export const AdminVariantUpdateBodySchema = z
  .strictObject({
    color: variantFields.color.optional(),
    colorCode: variantFields.colorCode.optional(),
    size: variantFields.size.optional(),
    price: variantFields.price.optional(),
    originalPrice: variantFields.originalPrice.optional(),
    images: variantFields.images.optional(),
    isActive: variantFields.isActive.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' })
  .refine(
    (body) =>
      body.price === undefined ||
      body.originalPrice === undefined ||
      body.originalPrice >= body.price,
    mrpNotBelowPrice,
  );
export type AdminVariantUpdateBody = z.infer<typeof AdminVariantUpdateBodySchema>;

/** POST /api/admin/variants/{id}/stock-adjustments. 409 when stock would go below 0. */
export const AdminStockAdjustmentBodySchema = z.strictObject({
  delta: z
    .number({ error: 'Change must be a number' })
    .int('Change must be a whole number')
    .min(-STOCK_MAX, 'Change is too large')
    .max(STOCK_MAX, 'Change is too large')
    .refine((n) => n !== 0, 'Change cannot be 0'),
  reason: RequiredTextSchema('Reason', 200),
});
export type AdminStockAdjustmentBody = z.infer<typeof AdminStockAdjustmentBodySchema>;

/** One recorded stock change: who, when, how much, why. */
export const AdminStockAdjustmentSchema = z.object({
  id: z.string(),
  variantId: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  delta: z.number().int(),
  stockAfter: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});
export type AdminStockAdjustment = z.infer<typeof AdminStockAdjustmentSchema>;

/** What an adjustment answers: the variant with its new stock and the recorded change. */
export const AdminStockAdjustmentResultSchema = z.object({
  variant: AdminVariantSchema,
  adjustment: AdminStockAdjustmentSchema,
});
export type AdminStockAdjustmentResult = z.infer<typeof AdminStockAdjustmentResultSchema>;

/** GET /api/admin/variants/{id}/stock-adjustments?page&limit, newest first. */
export const AdminStockAdjustmentListQuerySchema = AdminPageQuerySchema;
export const AdminStockAdjustmentListSchema = z.object({
  adjustments: z.array(AdminStockAdjustmentSchema),
  pagination: AdminPaginationSchema,
});
export type AdminStockAdjustmentList = z.infer<typeof AdminStockAdjustmentListSchema>;
