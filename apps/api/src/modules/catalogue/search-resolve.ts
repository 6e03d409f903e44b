import type { Executor } from '../../db/types';
import type { CategoryIndex } from './category-index';
import type { ResolvedFilters } from './product-filter-repository';
import { buildSearchTerms } from './product-search';
import { getCatalogueColours, getSynonyms, getWordLookup } from './search-context';
import { understandSearch, type UnderstoodSearch } from './search-understanding';
import { OTHER_SHOPPERS_SLUGS, SHOPPER_NAME_WORD } from './search-vocabulary';

export type SearchFilters = Pick<
  ResolvedFilters,
  'search' | 'searchColours' | 'otherShopperIds' | 'shopperWord'
> & { minPrice?: number; maxPrice?: number; understood: UnderstoodSearch };

/**
 * The listing filters a search text stands for (decision 017): price words become a price
 * range, shopper words leave out the other shoppers' categories, colour words the other colours,
 * and the product words go to the full-text query, widened by synonyms and typo corrections.
 * `plainColours` reads colour words as product words: the retry when colours found nothing
 * ("rose water" is a toner, not a rose-gold water).
 */
export async function resolveSearch(
  db: Executor,
  text: string | undefined,
  categories: CategoryIndex,
  options: { plainColours?: boolean } = {},
): Promise<SearchFilters> {
  const [colours, synonyms] = await Promise.all([
    options.plainColours ? Promise.resolve([]) : getCatalogueColours(db),
    getSynonyms(db),
  ]);
  const understood = understandSearch(text, colours);
  const somethingUnderstood =
    understood.colours.length > 0 ||
    understood.shopper !== null ||
    understood.minPrice !== undefined ||
    understood.maxPrice !== undefined;
  const lookup = await getWordLookup(db, understood.words);
  const search = buildSearchTerms(
    understood.words,
    Boolean(text?.trim()) && !somethingUnderstood,
    lookup,
    synonyms,
  );
  const shopper = understood.shopper;
  const otherShopperIds = shopper
    ? OTHER_SHOPPERS_SLUGS[shopper].flatMap((slug) => categories.find(slug)?.id ?? [])
    : [];
  return {
    search,
    searchColours: understood.colours,
    otherShopperIds,
    shopperWord: shopper ? SHOPPER_NAME_WORD[shopper] : null,
    ...(understood.minPrice !== undefined ? { minPrice: understood.minPrice } : {}),
    ...(understood.maxPrice !== undefined ? { maxPrice: understood.maxPrice } : {}),
    understood,
  };
}
