import { describe, expect, it } from 'vitest';
import { buildSearchTerms, searchWords } from './product-search';

describe('product search terms', () => {
  it('keeps letters and digits only, lower-cased and de-accented', () => {
    expect(searchWords("  Café  Men's  T-Shirt!! ")).toEqual(
      ['cafe', 'men', 't', 'shirt'].filter((w) => w.length > 1),
    );
    expect(searchWords("'):* | !& <->")).toEqual([]);
  });

  it('matches catalogue words exactly and the last typed word as a prefix', () => {
    const lookup = { known: new Set(['cotton', 'shirt']), corrections: new Map<string, string>() };
    expect(buildSearchTerms('cotton shi', lookup).tsquery).toBe('cotton & shi:*');
    expect(buildSearchTerms('cotton shirt', lookup).tsquery).toBe('cotton & shirt:*');
    // An unfinished word before the last one stays a prefix.
    expect(buildSearchTerms('cott shirt', lookup).tsquery).toBe('cott:* & shirt:*');
  });

  it('widens an unknown word with its nearest catalogue word', () => {
    const lookup = { known: new Set<string>(), corrections: new Map([['kurtha', 'kurta']]) };
    expect(buildSearchTerms('kurtha', lookup).tsquery).toBe('(kurtha:* | kurta)');
  });

  it('notes a search that had nothing searchable in it', () => {
    expect(buildSearchTerms('!!!')).toEqual({ requested: true, tsquery: null });
    expect(buildSearchTerms('   ')).toEqual({ requested: false, tsquery: null });
  });
});
