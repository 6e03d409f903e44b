import { DELIVERY_FEE, ORDER_ERROR_CODES, PLATFORM_FEE } from '@shop/contracts';
import type { AppError } from '../../lib/errors';
import { businessRule, conflict } from '../../lib/errors';
import type { CartLine as CheckoutLine } from '../cart';

/** The cart's lines as they will be bought: none is 422. */
export function checkNotEmpty(lines: CheckoutLine[]): void {
  if (lines.length === 0) {
    throw businessRule(
      'Your cart is empty. Add items before placing an order.',
      ORDER_ERROR_CODES.cartEmpty,
    );
  }
}

/**
 * 409 for a line no longer sold, naming the product: `line.name` is the name to show (the
 * shopper's language, issue 19), which may differ from the English name the order captures.
 */
export function noLongerAvailable(line: Pick<CheckoutLine, 'name'>): AppError {
  return conflict(
    `${line.name} is no longer available. Please remove it from your cart.`,
    ORDER_ERROR_CODES.unavailable,
  );
}

/**
 * 409 naming the product: what the shopper has to change before ordering again. `line.name` is
 * the name to show, in the shopper's language (issue 19).
 */
export function outOfStock(line: Pick<CheckoutLine, 'name' | 'size'>, left: number): AppError {
  const what = `${line.name} (size ${line.size})`;
  return conflict(
    left <= 0 ? `${what} is out of stock` : `Only ${left} of ${what} left in stock`,
    ORDER_ERROR_CODES.outOfStock,
  );
}

export interface OrderTotals {
  subtotal: number;
  couponDiscount: number;
  platformFee: number;
  deliveryFee: number;
  totalAmount: number;
}

/** Whole rupees: total = subtotal - coupon discount + platform fee + delivery fee (spec §3/§9). */
export function orderTotals(lines: CheckoutLine[], couponDiscount: number): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return {
    subtotal,
    couponDiscount,
    platformFee: PLATFORM_FEE,
    deliveryFee: DELIVERY_FEE,
    totalAmount: subtotal - couponDiscount + PLATFORM_FEE + DELIVERY_FEE,
  };
}

/** What an order item keeps of the catalogue at purchase time. */
export function capturedItem(line: CheckoutLine) {
  return {
    productId: line.productId,
    variantId: line.variantId,
    name: line.name,
    image: line.variantImages[0] ?? line.productImages[0] ?? null,
    brand: line.brand,
    size: line.size,
    color: line.color,
    colorCode: line.colorCode,
    quantity: line.quantity,
    price: line.price,
    originalPrice: line.originalPrice,
  };
}
