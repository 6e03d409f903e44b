import { DEFAULT_MAX_PRICE, DEFAULT_MIN_PRICE } from '@shop/contracts';

export const PRICE_ORDER_MESSAGE = 'Minimum price cannot be more than the maximum price.';
export const PRICE_NUMBER_MESSAGE = 'Enter prices as whole rupees, 0 or more.';

/** spec §5: an empty min becomes 0, an empty max becomes 10000. */
export function readPriceInputs(
  min: string,
  max: string,
): { minPrice: number; maxPrice: number } | { error: string } {
  const minPrice = min.trim() === '' ? DEFAULT_MIN_PRICE : Number(min);
  const maxPrice = max.trim() === '' ? DEFAULT_MAX_PRICE : Number(max);
  if (![minPrice, maxPrice].every((value) => Number.isFinite(value) && value >= 0)) {
    return { error: PRICE_NUMBER_MESSAGE };
  }
  if (minPrice > maxPrice) return { error: PRICE_ORDER_MESSAGE };
  // Prices are whole rupees (the API refuses fractions).
  return { minPrice: Math.floor(minPrice), maxPrice: Math.ceil(maxPrice) };
}
