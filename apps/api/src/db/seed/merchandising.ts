import type { DraftProduct } from './product-drafts';
import { randomFor, type Random } from './random';

/**
 * What the shop chooses to put forward or hold back: some products fully sold out, a few taken
 * off sale, and the home page's Featured (8 shown) and Trending (12 fetched) picks (spec §9).
 */
export const MERCHANDISING = {
  soldOut: 10,
  inactive: 3,
  featured: 12,
  trending: 16,
} as const;

/** Takes one product per level-1 category in turn, so a home-page row mixes departments. */
function spreadPick(random: Random, candidates: readonly DraftProduct[], count: number) {
  const groups = new Map<string, DraftProduct[]>();
  for (const draft of candidates) {
    const list = groups.get(draft.row.categoryId) ?? [];
    list.push(draft);
    groups.set(draft.row.categoryId, list);
  }
  const queues = [...groups.values()].map((list) => random.shuffle(list));
  const picked: DraftProduct[] = [];
  while (picked.length < count && queues.some((q) => q.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && picked.length < count) picked.push(next);
    }
  }
  return picked;
}

const hasStock = (draft: DraftProduct) => draft.variants.some((v) => (v.stock ?? 0) > 0);

/** Mutates the drafts: stock of sold-out products, isActive, isFeatured, isTrending. */
export function applyMerchandising(drafts: readonly DraftProduct[]): void {
  const random = randomFor('merchandising');

  const soldOut = spreadPick(random, drafts, MERCHANDISING.soldOut);
  for (const draft of soldOut) for (const variant of draft.variants) variant.stock = 0;

  const onSale = drafts.filter((d) => !soldOut.includes(d));
  for (const draft of random.sample(onSale, MERCHANDISING.inactive)) draft.row.isActive = false;

  const showcase = drafts.filter((d) => d.row.isActive && hasStock(d));
  const featured = spreadPick(random, showcase, MERCHANDISING.featured);
  for (const draft of featured) draft.row.isFeatured = true;
  const trending = spreadPick(
    random,
    showcase.filter((d) => !d.row.isFeatured),
    MERCHANDISING.trending,
  );
  for (const draft of trending) draft.row.isTrending = true;
}
