/**
 * What other features may use from the cart: checkout reads the server cart and its summary,
 * shows the Order Summary and the coupon box, and reloads the cart once an order is placed.
 */
export { cartKeys } from './cart-keys';
export { invalidateCart } from './cart-cache';
export { useServerCart, getCart, cartQueryOptions } from './api/get-cart';
export { useCartSummary, getCartSummary, cartSummaryQueryOptions } from './api/get-cart-summary';
export { useClearCart } from './api/clear-cart';
export { useAddToServerCart, postAddToCart } from './api/add-to-cart';
export { CouponBox } from './components/coupon-box';
export { OrderSummary, type OrderSummaryTotals } from './components/order-summary';
export { useCartCount } from './use-cart-count';
export { useAddToCart, type AddToCartInput } from './use-add-to-cart';
export { useCart, type UseCart } from './use-cart';
export type { CartLineView, CartTotals } from './cart-line';
export { CartSessionSync } from './use-merge-on-sign-in';

/** The cart page, its own chunk loaded on first visit (decision 007). */
export const loadCartPage = () => import('./pages/cart-page').then((m) => m.CartPage);
