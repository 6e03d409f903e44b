import type { Random } from './random';

/**
 * Prices in whole rupees that end in 9, the way Indian stores tag them: 299, 349, 1299, 4999.
 * Steps of 50 below a thousand and 100 above keep the endings intact when sizes add a surcharge.
 */

const stepFor = (amount: number) => (amount < 1000 ? 50 : 100);

export function retailPrice(amount: number): number {
  const step = stepFor(amount);
  return Math.max(step - 1, Math.round(amount / step) * step - 1);
}

/** Discounts shoppers see; 0 appears twice so a fair share of goods sells at MRP. */
const DISCOUNTS = [0, 0, 10, 15, 20, 25, 30, 35, 40, 40, 45, 50, 50, 55, 60, 65, 70];
/** The largest discount the catalogue shows: deeper cuts look like a pricing mistake. */
export const MAX_DISCOUNT = 0.7;

export interface PricePoint {
  price: number;
  /** MRP: never below the price. */
  originalPrice: number;
}

export function pickPrice(random: Random, band: readonly [number, number]): PricePoint {
  const [min, max] = band;
  // Skewed towards the cheaper end of the band, as real assortments are.
  const raw = min + (max - min) * random.next() ** 1.5;
  const price = Math.min(max, Math.max(min, retailPrice(raw)));
  const discount = random.pick(DISCOUNTS) / 100;
  if (discount === 0) return { price, originalPrice: price };
  let originalPrice = retailPrice(price / (1 - discount));
  while (originalPrice <= price) originalPrice += stepFor(originalPrice);
  while ((originalPrice - price) / originalPrice > MAX_DISCOUNT)
    originalPrice -= stepFor(originalPrice);
  return { price, originalPrice };
}

/**
 * A bigger size costs more: the surcharge is added to the price, and the MRP grows by the same
 * proportion so the discount the shopper sees stays about the same.
 */
export function withSurcharge(base: PricePoint, surcharge: number): PricePoint {
  if (surcharge === 0) return base;
  const ratio = base.originalPrice / base.price;
  const mrpExtra = Math.max(surcharge, Math.round((surcharge * ratio) / 50) * 50);
  return { price: base.price + surcharge, originalPrice: base.originalPrice + mrpExtra };
}
