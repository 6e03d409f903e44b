import { capitaliseSlug } from '@shop/contracts';

/** Money and date formats live once in @shop/contracts (spec §1/§9); the web app reads them here. */
export {
  formatPrice,
  formatPaise,
  discountPercent,
  cartBadgeText,
  formatLongDateUS,
  formatWeekdayDateUS,
  formatDateTimeIN,
  formatShortDateIN,
  orderNumber,
  capitaliseSlug,
} from '@shop/contracts';

/** A status as people read it (order screens, back office): 'shipped' -> 'Shipped'. */
export function statusLabel(status: string): string {
  return capitaliseSlug(status.toLowerCase());
}
