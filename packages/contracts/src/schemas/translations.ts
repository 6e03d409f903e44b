import { z } from 'zod';
import { OptionalTextSchema } from './admin-common';

/**
 * Issue 19: the owner may give products, categories, banners and coupons their texts in Hindi; each is
 * optional and a Hindi page falls back to the English text where one is missing. Kept per
 * language (`{ hi: { name, description } }`) so another language adds a key, not columns.
 * In a request, a blank text removes that translation; in an answer (`Stored...`), only the
 * texts given are there (an answer schema cannot carry the request's blank-to-null transform).
 */
const hindiText = (label: string, max: number) =>
  OptionalTextSchema(`Hindi ${label}`, max).optional();

export const ProductTranslationsSchema = z.strictObject({
  hi: z
    .strictObject({ name: hindiText('name', 200), description: hindiText('description', 5000) })
    .optional(),
});
export type ProductTranslations = z.infer<typeof ProductTranslationsSchema>;

export const CategoryTranslationsSchema = z.strictObject({
  hi: z
    .strictObject({ name: hindiText('name', 100), description: hindiText('description', 1000) })
    .optional(),
});
export type CategoryTranslations = z.infer<typeof CategoryTranslationsSchema>;

export const BannerTranslationsSchema = z.strictObject({
  hi: z
    .strictObject({
      title: hindiText('title', 120),
      subtitle: hindiText('subtitle', 200),
      description: hindiText('description', 1000),
      buttonText: hindiText('button text', 40),
    })
    .optional(),
});
export type BannerTranslations = z.infer<typeof BannerTranslationsSchema>;

/** A coupon's description as the cart shows it once applied. */
export const CouponTranslationsSchema = z.strictObject({
  hi: z.strictObject({ description: hindiText('description', 300) }).optional(),
});
export type CouponTranslations = z.infer<typeof CouponTranslationsSchema>;

/** A translated text as stored and answered: present, never blank. */
const storedText = z.string().optional();

export const StoredProductTranslationsSchema = z.object({
  hi: z.object({ name: storedText, description: storedText }).optional(),
});
export type StoredProductTranslations = z.infer<typeof StoredProductTranslationsSchema>;

export const StoredCategoryTranslationsSchema = z.object({
  hi: z.object({ name: storedText, description: storedText }).optional(),
});
export type StoredCategoryTranslations = z.infer<typeof StoredCategoryTranslationsSchema>;

export const StoredBannerTranslationsSchema = z.object({
  hi: z
    .object({
      title: storedText,
      subtitle: storedText,
      description: storedText,
      buttonText: storedText,
    })
    .optional(),
});
export type StoredBannerTranslations = z.infer<typeof StoredBannerTranslationsSchema>;

export const StoredCouponTranslationsSchema = z.object({
  hi: z.object({ description: storedText }).optional(),
});
export type StoredCouponTranslations = z.infer<typeof StoredCouponTranslationsSchema>;
