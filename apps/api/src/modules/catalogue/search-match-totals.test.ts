import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/types';
import type { ResolvedFilters } from './product-filter-repository';
import { findPageFromMatches, noteWordsTotal } from './search-match-repository';

/**
 * Decision 042: the second search of the same words reads their kept list, unless a search of
 * them already counted more matches than a list keeps. A database that fails every
 * statement shows whether the list was read.
 */
function databaseThatFails(): { db: Executor; reads: () => number } {
  let reads = 0;
  const fail = () => {
    reads++;
    throw new Error('read');
  };
  const db = { execute: fail, select: fail } as unknown as Executor;
  return { db, reads: () => reads };
}

const words = (tsquery: string, refinements: Partial<ResolvedFilters> = {}): ResolvedFilters => ({
  brands: [],
  sizes: [],
  colors: [],
  materials: [],
  fabrics: [],
  search: { requested: true, tsquery },
  searchColours: [],
  otherShopperIds: [],
  shopperWord: null,
  hiddenCategoryIds: [],
  ...refinements,
});

const page = { limit: 12, offset: 0 };
const ask = (db: Executor, filters: ResolvedFilters) =>
  findPageFromMatches(db, filters, 'relevance', sql`1`, page);

describe('kept lists and the totals of their words', () => {
  it('never reads the list of words a search counted more than 10,000 of', async () => {
    const { db, reads } = databaseThatFails();
    expect(await ask(db, words('cotton'))).toBeNull();
    noteWordsTotal(db, words('cotton'), 14_500);
    // A refinement of the same words: answered by SQL, with no list read first.
    expect(await ask(db, words('cotton', { maxPrice: 800 }))).toBeNull();
    expect(await ask(db, words('cotton'))).toBeNull();
    expect(reads()).toBe(0);
  });

  it('reads the list of words that matched fewer', async () => {
    const { db, reads } = databaseThatFails();
    expect(await ask(db, words('chappal'))).toBeNull();
    noteWordsTotal(db, words('chappal'), 6_600);
    await expect(ask(db, words('chappal', { maxPrice: 800 }))).rejects.toThrow('read');
    expect(reads()).toBe(1);
  });

  it('takes a refined search over the limit as its words over it, and under it as nothing', async () => {
    const { db, reads } = databaseThatFails();
    // A refined search counts some of the words' matches.
    noteWordsTotal(db, words('saree', { categoryId: 'women' }), 10_001);
    expect(await ask(db, words('saree', { maxPrice: 800 }))).toBeNull();
    noteWordsTotal(db, words('kurta', { categoryId: 'men' }), 9_000);
    expect(await ask(db, words('kurta'))).toBeNull();
    await expect(ask(db, words('kurta', { maxPrice: 800 }))).rejects.toThrow('read');
    expect(reads()).toBe(1);
  });
});
