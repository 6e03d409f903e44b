import type { Language } from '@shop/contracts';
import type { Executor } from '../../db/types';
import { TtlCache } from '../../lib/ttl-cache';
import { lookUpSearchWords } from './product-repository';
import { synonymIndex, type SynonymIndex, type WordLookup } from './product-search';
import {
  listCatalogueBrands,
  listCatalogueColours,
  listCategoryNames,
  listSynonymGroups,
  type CategoryName,
} from './search-repository';

/**
 * What search understanding reads on every request, kept in memory: the synonym groups (30 s,
 * at once in the process where the owner edits them) and the catalogue's colour names (60 s;
 * a brand-new colour is understood within a minute).
 */
const SYNONYMS_MS = 30_000;
const COLOURS_MS = 60_000;
/**
 * What the word list says about a typed word (catalogue word as typed? nearest word for a
 * typo?), 60 s: shoppers type the same few thousand words, and asking the database costs a
 * round trip on every search. A word new to the catalogue is known within a minute (at once in
 * the process that saved it); until then it is searched as a prefix, which finds it anyway.
 */
const WORDS_MS = 60_000;

/** Brands and category names for suggestions: a new brand is suggested within a minute. */
export interface SuggestionVocabulary {
  brands: string[];
  categories: CategoryName[];
}

/** What the catalogue's word list says about one typed word (lookUpSearchWords). */
interface WordFacts {
  known: boolean;
  fix: string | null;
}

interface Caches {
  synonyms: TtlCache<Promise<SynonymIndex>>;
  words: TtlCache<Promise<WordFacts>>;
  colours: TtlCache<Promise<string[]>>;
  /** Per language: category names differ (issue 19). */
  vocabulary: TtlCache<Promise<SuggestionVocabulary>>;
}
const caches = new WeakMap<object, Caches>();

function cachesFor(db: Executor): Caches {
  let found = caches.get(db);
  if (!found) {
    found = {
      synonyms: new TtlCache(SYNONYMS_MS, 1),
      words: new TtlCache(WORDS_MS, 5_000),
      colours: new TtlCache(COLOURS_MS, 1),
      vocabulary: new TtlCache(COLOURS_MS, 2),
    };
    caches.set(db, found);
  }
  return found;
}

function shared<V>(cache: TtlCache<Promise<V>>, load: () => Promise<V>, key = 'all'): Promise<V> {
  const hit = cache.get(key);
  if (hit) return hit;
  // Concurrent requests share one load; a failed load is not kept.
  const loading = load();
  cache.set(key, loading);
  loading.catch(() => cache.clear());
  return loading;
}

export function getSynonyms(db: Executor): Promise<SynonymIndex> {
  return shared(cachesFor(db).synonyms, async () => synonymIndex(await listSynonymGroups(db)));
}

export function getCatalogueColours(db: Executor): Promise<string[]> {
  return shared(cachesFor(db).colours, () => listCatalogueColours(db));
}

export function getSuggestionVocabulary(
  db: Executor,
  language: Language,
): Promise<SuggestionVocabulary> {
  return shared(
    cachesFor(db).vocabulary,
    async () => {
      const [brands, categories] = await Promise.all([
        listCatalogueBrands(db),
        listCategoryNames(db, language),
      ]);
      return { brands, categories };
    },
    language,
  );
}

/** lookUpSearchWords, asking the database only about the words not looked up lately. */
export async function getWordLookup(db: Executor, words: string[]): Promise<WordLookup> {
  const cache = cachesFor(db).words;
  const facts = new Map<string, Promise<WordFacts>>();
  const missing: string[] = [];
  for (const word of words) {
    const hit = cache.get(word);
    if (hit) facts.set(word, hit);
    else missing.push(word);
  }
  if (missing.length) {
    const loading = lookUpSearchWords(db, missing);
    // A failed look-up is not kept.
    loading.catch(() => cache.clear());
    for (const word of missing) {
      const fact = loading.then((lookup) => ({
        known: lookup.known.has(word),
        fix: lookup.corrections.get(word) ?? null,
      }));
      facts.set(word, fact);
      cache.set(word, fact);
    }
  }
  const known = new Set<string>();
  const corrections = new Map<string, string>();
  const answers = await Promise.all(facts.values());
  [...facts.keys()].forEach((word, i) => {
    const { known: isKnown, fix } = answers[i]!;
    if (isKnown) known.add(word);
    if (fix) corrections.set(word, fix);
  });
  return { known, corrections };
}

/** After a catalogue change in this process: new words are known at once. */
export function forgetSearchWords(db: Executor): void {
  caches.get(db)?.words.clear();
}

/** After the owner edits the synonyms (in this process; others within 30 s). */
export function forgetSynonyms(db: Executor): void {
  caches.get(db)?.synonyms.clear();
}
