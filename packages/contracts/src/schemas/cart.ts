import { z } from 'zod';
import { MAX_ADD_QUANTITY, MAX_LINE_QUANTITY } from '../constants';

/** spec §5: add to cart needs a product id, a variant id, a size and a quantity above 0. */
const requiredId = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, 'Invalid id');

const quantity = (max: number, tooLarge: string) =>
  z
    .number({ error: 'Quantity must be greater than 0' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be greater than 0')
    .max(max, tooLarge);

export const AddToCartBodySchema = z.strictObject({
  product: requiredId('Product ID is required'),
  variantId: requiredId('Variant ID is required'),
  size: z.string({ error: 'Size is required' }).trim().min(1, 'Size is required').max(20),
  quantity: quantity(MAX_ADD_QUANTITY, `You can add at most ${MAX_ADD_QUANTITY} at a time`),
});
export type AddToCartBody = z.infer<typeof AddToCartBodySchema>;

export const UpdateCartQuantityBodySchema = z.strictObject({
  quantity: quantity(MAX_LINE_QUANTITY, 'Quantity is too large'),
});
export type UpdateCartQuantityBody = z.infer<typeof UpdateCartQuantityBodySchema>;

/** spec §5: the code is trimmed and upper-cased; empty shows 'Please enter a coupon code'. */
export const ApplyCouponBodySchema = z.strictObject({
  couponCode: z
    .string({ error: 'Please enter a coupon code' })
    .trim()
    .toUpperCase()
    .min(1, 'Please enter a coupon code')
    .max(40, 'Invalid coupon code'),
});
export type ApplyCouponBody = z.infer<typeof ApplyCouponBodySchema>;

/** spec §3: Cart item (server side: identified by _id; prices come from the variant). */
export const CartItemSchema = z.object({
  _id: z.string(),
  product: z.string(),
  productData: z.object({
    _id: z.string(),
    name: z.string(),
    images: z.array(z.string()),
    brand: z.string(),
  }),
  variantId: z.string(),
  variant: z.object({
    color: z.string(),
    colorCode: z.string(),
    images: z.array(z.string()),
  }),
  size: z.string(),
  quantity: z.number().int(),
  price: z.number().int(),
  originalPrice: z.number().int(),
  /** Percent off, rounded (spec §9). */
  discount: z.number().int(),
  stock: z.number().int(),
  isSelected: z.boolean(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** spec §3: Cart. totalAmount is the items' subtotal in rupees (before coupon and fees). */
export const CartSchema = z.object({
  items: z.array(CartItemSchema),
  totalAmount: z.number().int(),
  /** Set when a previously applied coupon no longer applies and was removed (else null). */
  couponMessage: z.string().nullable(),
  /**
   * Set, once, when lines whose product is no longer sold were taken out of the cart (issue 20:
   * such a line would otherwise be invisible yet stop the order); else null.
   */
  removedMessage: z.string().nullable(),
});
export type Cart = z.infer<typeof CartSchema>;

export const AppliedCouponSchema = z.object({
  code: z.string(),
  description: z.string(),
  discount: z.number().int(),
});
export type AppliedCoupon = z.infer<typeof AppliedCouponSchema>;

/** spec §3: Cart summary. total = subtotal - couponDiscount + platformFee + deliveryFee. */
export const CartSummarySchema = z.object({
  subtotal: z.number().int(),
  itemCount: z.number().int(),
  couponDiscount: z.number().int(),
  platformFee: z.number().int(),
  deliveryFee: z.number().int(),
  total: z.number().int(),
  appliedCoupon: AppliedCouponSchema.nullable(),
  /** ISO 8601, 7 days from now. */
  estimatedDelivery: z.string(),
  couponMessage: z.string().nullable(),
});
export type CartSummary = z.infer<typeof CartSummarySchema>;

export const CartResultSchema = z.object({ cart: CartSchema });
export const CartWithSummarySchema = z.object({ cart: CartSchema, summary: CartSummarySchema });
export type CartWithSummary = z.infer<typeof CartWithSummarySchema>;

/** spec §5: wishlist add needs a product id; a variant id of 'default' is not stored. */
export const AddToWishlistBodySchema = z.strictObject({
  product: requiredId('Product ID is required'),
  variantId: z.string().trim().max(100, 'Invalid id').optional(),
});
export type AddToWishlistBody = z.infer<typeof AddToWishlistBodySchema>;

export const WishlistVariantSchema = z.object({
  _id: z.string(),
  size: z.string(),
  /** spec §3: the wishlist reads a sizes list on a variant. */
  sizes: z.array(z.string()),
  color: z.string(),
  colorCode: z.string(),
  stock: z.number().int(),
});

/** spec §3: Wishlist item. */
export const WishlistItemSchema = z.object({
  _id: z.string(),
  product: z.object({
    _id: z.string(),
    name: z.string(),
    images: z.array(z.string()),
    brand: z.string(),
    price: z.number().int(),
    originalPrice: z.number().int(),
    minPrice: z.number().int(),
    maxPrice: z.number().int(),
    totalStock: z.number().int(),
    variants: z.array(WishlistVariantSchema),
  }),
  variantId: z.string().nullable(),
  addedAt: z.string(),
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

export const WishlistSchema = z.object({ items: z.array(WishlistItemSchema) });
export type Wishlist = z.infer<typeof WishlistSchema>;
export const WishlistResultSchema = z.object({ wishlist: WishlistSchema });
