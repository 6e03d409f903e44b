import {
  DEFAULT_PAGE_SIZE,
  RECOVERY_PRODUCTS_COUNT,
  type Language,
  type SearchRecovery,
} from '@shop/contracts';
import type { Executor } from '../../db/types';
import { loadProducts } from './product-repository';
import { listProducts } from './product-service';
import { toProduct } from './product-mapper';
import { searchWords } from './product-search';
import { findClosestCategory, findNearestWords, findPopularProductIds } from './search-repository';

/**
 * A search that found nothing never dead-ends (decision 017): "did you mean" swaps each word
 * for the nearest catalogue word, leaves out words with none, and is offered only if that
 * search finds products; the
 * closest category is the one of its best match, or the category named most like the text;
 * its popular products (or the shop's) are shown either way.
 */
export async function recoverSearch(
  db: Executor,
  text: string,
  language: Language,
): Promise<SearchRecovery> {
  const words = searchWords(text);
  const nearest = await findNearestWords(db, words);
  // A word with nothing near it is left out ("sarees jhumka" -> "sarees").
  const corrected = words.flatMap((word) => nearest.get(word) ?? []).join(' ');
  let didYouMean: string | null = null;
  let category: { id: string; name: string; slug: string; level: number } | undefined;
  if (corrected && corrected !== words.join(' ')) {
    const found = await listProducts(
      db,
      {
        search: corrected,
        sortBy: 'relevance',
        sortOrder: 'desc',
        page: 1,
        limit: DEFAULT_PAGE_SIZE,
        brand: [],
        size: [],
        color: [],
        material: [],
        fabric: [],
      },
      language,
    );
    const best = found.products[0];
    if (best) {
      didYouMean = corrected;
      const sub = best.subCategory;
      category = sub
        ? { id: sub.id, name: sub.name, slug: sub.slug, level: 2 }
        : { id: best.category.id, name: best.category.name, slug: best.category.slug, level: 1 };
    }
  }
  category ??= await findClosestCategory(db, words.join(' '), language);
  const ids = await findPopularProductIds(db, category, RECOVERY_PRODUCTS_COUNT);
  return {
    didYouMean,
    category: category ? { name: category.name, slug: category.slug } : null,
    products: (await loadProducts(db, ids, language)).map(toProduct),
  };
}
