import { capitaliseSlug } from '@shop/contracts';

/**
 * Money formats live once in @shop/contracts (spec §1/§9); the web app reads them here. Dates are
 * shown in the page's language through useDates() (lib/i18n).
 */
export {
  formatPrice,
  formatPaise,
  discountPercent,
  cartBadgeText,
  orderNumber,
  capitaliseSlug,
} from '@shop/contracts';

/** A status as people read it (order screens, back office): 'shipped' -> 'Shipped'. */
export function statusLabel(status: string): string {
  return capitaliseSlug(status.toLowerCase());
}
