import { z } from 'zod';
import { UPLOAD_IMAGE_TYPES } from '../uploads';

/** A variant of an active product whose stock is at or below LOW_STOCK_THRESHOLD. */
export const LowStockVariantSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  variantId: z.string(),
  color: z.string(),
  size: z.string(),
  stock: z.number().int(),
});
export type LowStockVariant = z.infer<typeof LowStockVariantSchema>;

/**
 * GET /api/admin/dashboard. "Today" is the calendar day in India (Asia/Kolkata). Revenue is the
 * total of today's orders that are not cancelled, in whole rupees.
 */
export const AdminDashboardSchema = z.object({
  todayOrders: z.number().int(),
  todayRevenue: z.number().int(),
  /** Orders waiting for the shop: status pending or confirmed. */
  pendingOrders: z.number().int(),
  /** Lowest stock first, at most 50. */
  lowStockVariants: z.array(LowStockVariantSchema),
  lowStockThreshold: z.number().int(),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

export const UploadRenditionSchema = z.object({ width: z.number().int(), url: z.string() });
export type UploadRendition = z.infer<typeof UploadRenditionSchema>;

/** POST /api/admin/uploads -> the path to use in image fields ("/uploads/<name>"). */
export const UploadResultSchema = z.object({
  url: z.string(),
  contentType: z.enum(UPLOAD_IMAGE_TYPES),
  size: z.number().int(),
  /**
   * Smaller WebP copies (widths 480 and 960, only those narrower than the picture), stored
   * beside it as `<name>-w<width>.webp`. Use them in `srcset`; the `url` is the original.
   */
  renditions: z.array(UploadRenditionSchema).optional(),
});
export type UploadResult = z.infer<typeof UploadResultSchema>;
