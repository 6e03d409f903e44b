import { cartAlert } from './cart-alerts';
import type { CartLineView } from './cart-line';

/**
 * Whether a cart line can be bought as it stands (issue 20: cart lines tell the truth). Stock
 * moves after a line is added (other shoppers, the back office), so a line can outgrow it.
 */
export type LineStock = { kind: 'ok' } | { kind: 'short'; left: number } | { kind: 'soldOut' };

export function lineStock(line: Pick<CartLineView, 'stock' | 'quantity'>): LineStock {
  // Unknown stock (a visitor's product still loading) is not a problem yet.
  if (line.stock === null) return { kind: 'ok' };
  if (line.stock <= 0) return { kind: 'soldOut' };
  if (line.stock < line.quantity) return { kind: 'short', left: line.stock };
  return { kind: 'ok' };
}

/** What a line says about its stock: 'Only 2 left', 'Out of stock', or nothing. */
export function lineStockNote(stock: LineStock): string | null {
  if (stock.kind === 'soldOut') return cartAlert('outOfStock');
  if (stock.kind === 'short') return cartAlert('onlyLeft', { left: stock.left });
  return null;
}

/**
 * What must change before checkout, one sentence per line that cannot be bought as it stands
 * (empty: checkout may go ahead). The server refuses such an order anyway (409); saying so here
 * saves the shopper the trip.
 */
export function checkoutBlockers(
  lines: readonly Pick<CartLineView, 'key' | 'name' | 'size' | 'stock' | 'quantity'>[],
): { key: string; text: string }[] {
  return lines.flatMap((line) => {
    const stock = lineStock(line);
    const item = { name: line.name, size: line.size };
    if (stock.kind === 'soldOut') {
      return [{ key: line.key, text: cartAlert('blockerSoldOut', item) }];
    }
    if (stock.kind === 'short') {
      return [{ key: line.key, text: cartAlert('blockerShort', { ...item, left: stock.left }) }];
    }
    return [];
  });
}
