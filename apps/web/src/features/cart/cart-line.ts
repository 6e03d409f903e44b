import {
  DELIVERY_FEE,
  PLATFORM_FEE,
  discountPercent,
  type CartItem,
  type CartSummary,
  type Product,
} from '@shop/contracts';
import { lineProductId, type CartLineKey, type LocalCartItem } from '@/features/shopping';
import { cartAlert } from './cart-alerts';

/**
 * One cart line as the cart screen draws it, whether it came from the server cart (a member)
 * or the browser's cart (a visitor): spec §3 Cart item.
 */
export interface CartLineView {
  /** The server line's _id, or product, variant and size for a local line. */
  key: string;
  /** Set for a server line; a local line is identified by `local` instead. */
  itemId: string | null;
  local: CartLineKey | null;
  productId: string;
  variantId: string;
  size: string;
  quantity: number;
  name: string;
  image: string | undefined;
  color: string | null;
  colorCode: string | null;
  price: number;
  originalPrice: number;
  discount: number;
  /** Null when not known (a visitor's line before its product has loaded). */
  stock: number | null;
}

/** What the Order Summary shows (spec §2 Cart, §3 Cart summary). */
export type CartTotals = Pick<
  CartSummary,
  'subtotal' | 'itemCount' | 'couponDiscount' | 'platformFee' | 'deliveryFee' | 'total'
> & { appliedCoupon: CartSummary['appliedCoupon'] };

export function lineFromServer(item: CartItem): CartLineView {
  return {
    key: item._id,
    itemId: item._id,
    local: null,
    productId: item.product,
    variantId: item.variantId,
    size: item.size,
    quantity: item.quantity,
    name: item.productData.name,
    image: item.variant.images[0] ?? item.productData.images[0],
    color: item.variant.color || null,
    colorCode: item.variant.colorCode || null,
    price: item.price,
    originalPrice: item.originalPrice,
    discount: item.discount,
    stock: item.stock,
  };
}

/**
 * A browser line, drawn from what it stored when added and, once loaded, from the product as the
 * catalogue has it now (current price, stock and pictures). Lines stored by older writers carry
 * less; the product fills the gaps.
 */
export function lineFromLocal(item: LocalCartItem, product?: Product): CartLineView {
  const productId = lineProductId(item) ?? '';
  const variant = product?.variants.find((candidate) => candidate._id === item.variantId);
  const price = variant?.price ?? item.price ?? 0;
  const originalPrice = variant?.originalPrice ?? item.originalPrice ?? price;
  const images = variant?.images ?? item.variant?.images ?? [];
  const productImages = product?.images ?? item.productData?.images ?? [];
  return {
    key: `${productId}|${item.variantId}|${item.size}`,
    itemId: null,
    local: { productId, variantId: item.variantId, size: item.size },
    productId,
    variantId: item.variantId,
    size: item.size,
    quantity: Math.floor(item.quantity),
    name: product?.name ?? item.productData?.name ?? cartAlert('productFallback'),
    image: images[0] ?? productImages[0],
    color: variant?.color ?? item.variant?.color ?? null,
    colorCode: variant?.colorCode ?? item.variant?.colorCode ?? null,
    price,
    originalPrice,
    discount: discountPercent(price, originalPrice),
    stock: variant ? variant.stock : null,
  };
}

/** A visitor's totals: no coupon (coupons need sign-in), the platform fee, free delivery. */
export function localTotals(lines: readonly CartLineView[]): CartTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    subtotal,
    itemCount,
    couponDiscount: 0,
    platformFee: PLATFORM_FEE,
    deliveryFee: DELIVERY_FEE,
    total: subtotal + PLATFORM_FEE + DELIVERY_FEE,
    appliedCoupon: null,
  };
}
