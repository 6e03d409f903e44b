import { DEFAULT_MAX_PRICE, DEFAULT_MIN_PRICE } from '@shop/contracts';

/** spec §5: an empty min becomes 0, an empty max becomes 10000. */
export function readPriceInputs(
  min: string,
  max: string,
): { minPrice: number; maxPrice: number } | { error: 'priceNumber' | 'priceOrder' } {
  const minPrice = min.trim() === '' ? DEFAULT_MIN_PRICE : Number(min);
  const maxPrice = max.trim() === '' ? DEFAULT_MAX_PRICE : Number(max);
  if (![minPrice, maxPrice].every((value) => Number.isFinite(value) && value >= 0)) {
    return { error: 'priceNumber' };
  }
  if (minPrice > maxPrice) return { error: 'priceOrder' };
  // Prices are whole rupees (the API refuses fractions).
  return { minPrice: Math.floor(minPrice), maxPrice: Math.ceil(maxPrice) };
}
