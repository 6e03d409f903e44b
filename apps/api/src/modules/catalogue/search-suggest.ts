import { SUGGESTIONS_PER_KIND, type Language, type SearchSuggestion } from '@shop/contracts';
import type { Executor } from '../../db/types';
import { TtlCache } from '../../lib/ttl-cache';
import { getCategoryIndex } from './category-index';
import { searchWords } from './product-search';
import {
  getCatalogueColours,
  getSuggestionVocabulary,
  getSynonyms,
  getWordLookup,
} from './search-context';
import { findProductNames } from './search-repository';
import { understandSearch } from './search-understanding';

const DEVANAGARI = /\p{Script=Devanagari}/u;

const startsAWord = (text: string, prefix: string) =>
  searchWords(text).some((word) => word.startsWith(prefix));

/**
 * Answers kept for 60 s, as long as the answer may be cached by the browser anyway: the same
 * prefixes are typed by every shopper ("s", "sa", "sar"), keystroke after keystroke. Dropped at
 * once after a catalogue change (catalogue-caches.ts).
 */
const SUGGESTIONS_MS = 60_000;
const answers = new WeakMap<object, TtlCache<Promise<SearchSuggestion[]>>>();

export function forgetSuggestions(db: Executor): void {
  answers.get(db)?.clear();
}

/**
 * Suggestions for what a shopper is typing: categories and brands whose words start with the
 * last typed word, then product names holding every typed word (colour words as colours).
 * "red sar" suggests "red Sarees" (a search) and red sarees by name.
 */
export function suggestSearches(
  db: Executor,
  text: string,
  language: Language,
): Promise<SearchSuggestion[]> {
  let cache = answers.get(db);
  if (!cache) answers.set(db, (cache = new TtlCache(SUGGESTIONS_MS, 2_000)));
  // Names are in the shopper's language (issue 19): one answer per language.
  const key = `${language}:${text.trim()}`;
  const hit = cache.get(key);
  if (hit) return hit;
  // Concurrent requests for one prefix share one answer; a failed one is not kept.
  const answering = computeSuggestions(db, text, language);
  cache.set(key, answering);
  answering.catch(() => cache.clear());
  return answering;
}

/**
 * The suggestions for the text; when it suggests nothing, those of the text with its typos
 * corrected as a search corrects them ("kurtta" suggests the kurtas the search finds).
 */
async function computeSuggestions(
  db: Executor,
  text: string,
  language: Language,
): Promise<SearchSuggestion[]> {
  const found = await suggestionsFor(db, text, language);
  if (found.length > 0) return found;
  const typed = searchWords(text);
  const { corrections } = await getWordLookup(db, typed);
  const corrected = typed.map((word) => corrections.get(word) ?? word);
  if (corrected.every((word, i) => word === typed[i])) return found;
  return suggestionsFor(db, corrected.join(' '), language);
}

async function suggestionsFor(
  db: Executor,
  text: string,
  language: Language,
): Promise<SearchSuggestion[]> {
  const typed = searchWords(text);
  const last = typed.at(-1);
  if (!last) return [];
  const [vocabulary, colours, categoryIndex, synonyms] = await Promise.all([
    getSuggestionVocabulary(db, language),
    getCatalogueColours(db),
    getCategoryIndex(db),
    getSynonyms(db),
  ]);
  // A Hindi word also starts a category through its synonyms (issue 19): साड़ी suggests the
  // sarees, whose names are "Sarees" and "साड़ियां". A Latin word matches names as typed.
  const prefixes = DEVANAGARI.test(last)
    ? [last, ...(synonyms.get(last) ?? []).filter((term) => !term.includes(' '))]
    : [last];
  // The words before the one being typed, as the shopper wrote them ("red " of "red sar").
  const lead = text.trim().replace(/\S+$/, '').trim();
  const withLead = (label: string) => (lead ? `${lead} ${label}` : label).toLowerCase();

  const categories = vocabulary.categories
    .filter((category) => prefixes.some((prefix) => startsAWord(category.names, prefix)))
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
    ? (
        await findProductNames(
          db,
          productQuery,
          understood.colours,
          categoryIndex.hiddenIds,
          SUGGESTIONS_PER_KIND,
          language,
        )
      ).map((product): SearchSuggestion => ({
        kind: 'product',
        label: product.name,
        detail: product.brand,
        search: null,
        productId: product.id,
      }))
    : [];
  return [...categories, ...brands, ...products];
}
