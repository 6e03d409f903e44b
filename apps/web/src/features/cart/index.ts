/**
 * What other features and the app may use from the cart: checkout shows the Order Summary and
 * the coupon box over the cart's summary; the app mounts the sign-in merge once (spec §4 Login)
 * and loads the cart page.
 */
export { useCartSummary } from './api/get-cart-summary';
export { CouponBox } from './components/coupon-box';
export { OrderSummary } from './components/order-summary';
export { CartSessionSync } from './use-merge-on-sign-in';

import { currentLanguage, loadLanguage } from '@/lib/i18n';

/** The cart page, its own chunk loaded on first visit (decision 007), with its messages. */
export const loadCartPage = async () => {
  const { CartPage } = await import('./pages/cart-page');
  // The chunk's message books in the page's language, so no part of the page suspends on them.
  await loadLanguage(currentLanguage());
  return CartPage;
};
