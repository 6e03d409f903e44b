import { SUGGESTIONS_PER_KIND, type SearchSuggestion } from '@shop/contracts';
import type { Executor } from '../../db/types';
import { searchWords } from './product-search';
import { getCatalogueColours, getSuggestionVocabulary } from './search-context';
import { findProductNames } from './search-repository';
import { understandSearch } from './search-understanding';

const startsAWord = (text: string, prefix: string) =>
  searchWords(text).some((word) => word.startsWith(prefix));

/**
 * Suggestions for what a shopper is typing: categories and brands whose words start with the
 * last typed word, then product names holding every typed word (colour words as colours).
 * "red sar" suggests "red Sarees" (a search) and red sarees by name.
 */
export async function suggestSearches(db: Executor, text: string): Promise<SearchSuggestion[]> {
  const typed = searchWords(text);
  const last = typed.at(-1);
  if (!last) return [];
  const [vocabulary, colours] = await Promise.all([
    getSuggestionVocabulary(db),
    getCatalogueColours(db),
  ]);
  // The words before the one being typed, as the shopper wrote them ("red " of "red sar").
  const lead = text.trim().replace(/\S+$/, '').trim();
  const withLead = (label: string) => (lead ? `${lead} ${label}` : label).toLowerCase();

  const categories = vocabulary.categories
    .filter((category) => startsAWord(category.name, last))
    .slice(0, SUGGESTIONS_PER_KIND)
    .map((category): SearchSuggestion => ({
      kind: 'category',
      label: withLead(category.name),
      detail: category.parentName,
      search: withLead(category.name),
      productId: null,
    }));

  const whole = typed.join(' ');
  const brands = vocabulary.brands
    .filter((brand) => {
      const words = searchWords(brand).join(' ');
      return typed.length === 1 ? startsAWord(brand, last) : words.startsWith(whole);
    })
    .slice(0, SUGGESTIONS_PER_KIND)
    .map((brand): SearchSuggestion => ({
      kind: 'brand',
      label: brand,
      detail: null,
      search: brand,
      productId: null,
    }));

  const understood = understandSearch(text, colours);
  const productQuery = understood.words.map((word) => `${word}:*A`).join(' & ');
  const products = productQuery
    ? (await findProductNames(db, productQuery, understood.colours, SUGGESTIONS_PER_KIND)).map(
        (product): SearchSuggestion => ({
          kind: 'product',
          label: product.name,
          detail: product.brand,
          search: null,
          productId: product.id,
        }),
      )
    : [];
  return [...categories, ...brands, ...products];
}
