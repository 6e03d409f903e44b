import type { StockLine } from './checkout-repository';
import type { OrderItemRow } from './order-repository';

/** The units an order holds per variant (items of a deleted variant have none to give back). */
export function stockLinesOfItems(items: OrderItemRow[]): StockLine[] {
  const byVariant = new Map<string, number>();
  for (const item of items) {
    if (!item.variantId) continue;
    byVariant.set(item.variantId, (byVariant.get(item.variantId) ?? 0) + item.quantity);
  }
  return [...byVariant]
    .map(([variantId, quantity]) => ({ variantId, quantity }))
    .sort((a, b) => a.variantId.localeCompare(b.variantId));
}
