import { currentLanguage, loadLanguage } from '@/lib/i18n';

/** What the app may use from checkout: its page, its own chunk loaded on first visit. */
export const loadCheckoutPage = async () => {
  const { CheckoutPage } = await import('./pages/checkout-page');
  // The chunk's message books (checkout's, the cart's, the account's) in the page's language:
  // a book that suspends in the middle of a first render trips React (error 467).
  await loadLanguage(currentLanguage());
  return CheckoutPage;
};
