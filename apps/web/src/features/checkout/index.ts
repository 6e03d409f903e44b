/** What the app may use from checkout: its page, its own chunk loaded on first visit. */
export const loadCheckoutPage = () => import('./pages/checkout-page').then((m) => m.CheckoutPage);
