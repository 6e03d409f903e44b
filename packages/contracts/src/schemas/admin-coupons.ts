import { z } from 'zod';
import {
  AdminPageQuerySchema,
  AdminPaginationSchema,
  IsoDateTimeSchema,
  QueryBooleanSchema,
} from './admin-common';
import { CouponTranslationsSchema, StoredCouponTranslationsSchema } from './translations';

export const COUPON_TYPES = ['percentage', 'flat'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** A coupon with how much it has been used. Times are ISO strings (null: no bound). */
export const AdminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  /** The description in Hindi, for Hindi pages (issue 19). */
  translations: StoredCouponTranslationsSchema,
  type: z.enum(COUPON_TYPES),
  /** Percent (1-100) for percentage coupons, rupees for flat ones. */
  value: z.number().int(),
  /** Cap in rupees for percentage coupons. */
  maxDiscount: z.number().int().nullable(),
  minOrderValue: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perUserLimit: z.number().int().nullable(),
  /** Uses held by orders (a cancelled order gives its use back). */
  usedCount: z.number().int(),
  /** Every redemption ever recorded, released ones included. */
  redemptionCount: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;

/** GET /api/admin/coupons?page&limit&search (code or description)&isActive, newest first. */
export const AdminCouponListQuerySchema = AdminPageQuerySchema.extend({
  search: z.string().trim().max(40, 'Search text is too long').optional(),
  isActive: QueryBooleanSchema.optional(),
});
export type AdminCouponListQuery = z.infer<typeof AdminCouponListQuerySchema>;

export const AdminCouponListSchema = z.object({
  coupons: z.array(AdminCouponSchema),
  pagination: AdminPaginationSchema,
});
export type AdminCouponList = z.infer<typeof AdminCouponListSchema>;

const positiveRupees = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(10_000_000, `${label} is too large`);

const couponFields = {
  /** spec §5: codes are matched trimmed and upper-cased. */
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{3,40}$/, 'Code must be 3 to 40 letters, digits, _ or -'),
  description: z.string().trim().max(300, 'Description must be at most 300 characters'),
  type: z.enum(COUPON_TYPES, { error: 'Type must be percentage or flat' }),
  value: positiveRupees('Value'),
  maxDiscount: positiveRupees('Maximum discount').nullable(),
  minOrderValue: z
    .number({ error: 'Minimum order value must be a number' })
    .int('Minimum order value must be a whole number')
    .min(0, 'Minimum order value cannot be negative')
    .max(10_000_000, 'Minimum order value is too large'),
  startsAt: IsoDateTimeSchema.nullable(),
  endsAt: IsoDateTimeSchema.nullable(),
  usageLimit: positiveRupees('Usage limit').nullable(),
  perUserLimit: positiveRupees('Per-user limit').nullable(),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
};

type CouponShape = {
  type?: CouponType;
  value?: number;
  startsAt?: string | null;
  endsAt?: string | null;
};
const percentAtMost100 = (body: CouponShape) =>
  body.type !== 'percentage' || body.value === undefined || body.value <= 100;
const endsAfterStart = (body: CouponShape) =>
  !body.startsAt || !body.endsAt || Date.parse(body.endsAt) > Date.parse(body.startsAt);

/** POST /api/admin/coupons. 409 when the code exists. */
export const AdminCouponCreateBodySchema = z
  .strictObject({
    code: couponFields.code,
    type: couponFields.type,
    value: couponFields.value,
    description: couponFields.description.optional(),
    translations: CouponTranslationsSchema.optional(),
    maxDiscount: couponFields.maxDiscount.optional(),
    minOrderValue: couponFields.minOrderValue.optional(),
    startsAt: couponFields.startsAt.optional(),
    endsAt: couponFields.endsAt.optional(),
    usageLimit: couponFields.usageLimit.optional(),
    perUserLimit: couponFields.perUserLimit.optional(),
    isActive: couponFields.isActive.optional(),
  })
  .refine(percentAtMost100, { message: 'A percentage cannot exceed 100', path: ['value'] })
  .refine(endsAfterStart, { message: 'End must be after start', path: ['endsAt'] });
export type AdminCouponCreateBody = z.infer<typeof AdminCouponCreateBodySchema>;

/**
 * PUT /api/admin/coupons/{id}: the fields to change (at least one). The server re-checks the
 * merged coupon (percentage <= 100, end after start) and answers 400 on the field.
 */
export const AdminCouponUpdateBodySchema = z
  .strictObject({
    code: couponFields.code.optional(),
    type: couponFields.type.optional(),
    value: couponFields.value.optional(),
    description: couponFields.description.optional(),
    translations: CouponTranslationsSchema.optional(),
    maxDiscount: couponFields.maxDiscount.optional(),
    minOrderValue: couponFields.minOrderValue.optional(),
    startsAt: couponFields.startsAt.optional(),
    endsAt: couponFields.endsAt.optional(),
    usageLimit: couponFields.usageLimit.optional(),
    perUserLimit: couponFields.perUserLimit.optional(),
    isActive: couponFields.isActive.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' })
  .refine(percentAtMost100, { message: 'A percentage cannot exceed 100', path: ['value'] })
  .refine(endsAfterStart, { message: 'End must be after start', path: ['endsAt'] });
export type AdminCouponUpdateBody = z.infer<typeof AdminCouponUpdateBodySchema>;

/** PATCH /api/admin/coupons/{id}/status: activate or deactivate. */
export const AdminCouponStatusBodySchema = z.strictObject({
  isActive: couponFields.isActive,
});
export type AdminCouponStatusBody = z.infer<typeof AdminCouponStatusBodySchema>;

/** One use of a coupon by an order. */
export const AdminCouponRedemptionSchema = z.object({
  id: z.string(),
  couponId: z.string(),
  userId: z.string(),
  userName: z.string().nullable(),
  userPhone: z.string().nullable(),
  orderId: z.string().nullable(),
  /** Rupees taken off the order. */
  discount: z.number().int(),
  /** Set when the order was cancelled and the use given back. */
  releasedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminCouponRedemption = z.infer<typeof AdminCouponRedemptionSchema>;

/** GET /api/admin/coupons/{id}/redemptions?page&limit, newest first. */
export const AdminCouponRedemptionListQuerySchema = AdminPageQuerySchema;
export const AdminCouponRedemptionListSchema = z.object({
  coupon: AdminCouponSchema,
  redemptions: z.array(AdminCouponRedemptionSchema),
  pagination: AdminPaginationSchema,
});
export type AdminCouponRedemptionList = z.infer<typeof AdminCouponRedemptionListSchema>;
