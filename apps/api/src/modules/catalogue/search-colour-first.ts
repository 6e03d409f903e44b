import type { ProductRecord } from './product-repository';

/**
 * A product found by colour words shows that colour first (decision 017): its variants of the
 * searched colours lead, and its picture is theirs ("red saree": the maroon saree's picture,
 * not its green one).
 */
export function colourFirst(record: ProductRecord, colours: readonly string[]): ProductRecord {
  if (colours.length === 0) return record;
  const wanted = new Set(colours);
  const matching = record.variants.filter((variant) => wanted.has(variant.color));
  const first = matching.find((variant) => variant.images.length > 0);
  if (!first) return record;
  return {
    ...record,
    product: { ...record.product, images: first.images },
    variants: [...matching, ...record.variants.filter((variant) => !wanted.has(variant.color))],
  };
}
