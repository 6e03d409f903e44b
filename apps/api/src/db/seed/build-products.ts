import type { CategoryRef } from './build-categories';
import { productDisclosures } from './disclosures';
import { applyMerchandising } from './merchandising';
import {
  draftProducts,
  type DraftProduct,
  type ProductRow,
  type VariantRow,
} from './product-drafts';
import { ACCESSORY_TEMPLATES } from './templates/accessories';
import { BEAUTY_TEMPLATES } from './templates/beauty';
import { ELECTRONICS_TEMPLATES } from './templates/electronics';
import { FOOTWEAR_TEMPLATES } from './templates/footwear';
import { HOME_TEMPLATES } from './templates/home';
import { KIDS_TEMPLATES } from './templates/kids';
import { MEN_TEMPLATES } from './templates/men';
import type { ProductTemplate } from './templates/types';
import { WOMEN_TEMPLATES } from './templates/women';

export type { ProductRow, VariantRow } from './product-drafts';

export const PRODUCT_TEMPLATES: readonly ProductTemplate[] = [
  ...MEN_TEMPLATES,
  ...WOMEN_TEMPLATES,
  ...KIDS_TEMPLATES,
  ...FOOTWEAR_TEMPLATES,
  ...ACCESSORY_TEMPLATES,
  ...HOME_TEMPLATES,
  ...BEAUTY_TEMPLATES,
  ...ELECTRONICS_TEMPLATES,
];

/**
 * The product invariants of the schema: price and originalPrice are the cheapest variant's,
 * minPrice, maxPrice and totalStock summarise all of them.
 */
function applyTotals({ row, variants }: DraftProduct): void {
  const cheapest = variants.reduce((best, v) => (v.price < best.price ? v : best));
  row.price = cheapest.price;
  row.originalPrice = cheapest.originalPrice;
  row.minPrice = Math.min(...variants.map((v) => v.price));
  row.maxPrice = Math.max(...variants.map((v) => v.price));
  row.totalStock = variants.reduce((sum, v) => sum + (v.stock ?? 0), 0);
}

/** Every product and variant row of the catalogue; a pure function of the code. */
export function buildProducts(subcategories: ReadonlyMap<string, CategoryRef>): {
  products: ProductRow[];
  variants: VariantRow[];
} {
  const usedSuffixes = new Set<string>();
  const drafts = PRODUCT_TEMPLATES.flatMap((template) => {
    const category = subcategories.get(template.subcategory);
    if (!category) throw new Error(`No category ${template.subcategory} for its template`);
    return draftProducts(template, category, usedSuffixes).map((draft) => {
      const sizes = draft.variants.map((variant) => variant.size);
      draft.row.disclosures = productDisclosures(template.subcategory, draft.row.brand, sizes);
      return draft;
    });
  });
  applyMerchandising(drafts);
  for (const draft of drafts) {
    if (draft.variants.length === 0) throw new Error(`${draft.row.name} has no variants`);
    applyTotals(draft);
  }
  return {
    products: drafts.map((d) => d.row),
    variants: drafts.flatMap((d) => d.variants),
  };
}
