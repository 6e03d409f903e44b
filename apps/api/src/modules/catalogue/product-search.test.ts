import { describe, expect, it } from 'vitest';
import { buildSearchTerms, inNameOnly, searchWords, synonymIndex } from './product-search';

const terms = (
  text: string,
  ...rest: Parameters<typeof buildSearchTerms> extends [unknown, unknown, ...infer R] ? R : never
) => buildSearchTerms(searchWords(text), Boolean(text.trim()), ...rest).tsquery;

describe('product search terms', () => {
  it('keeps letters and digits only, lower-cased and de-accented', () => {
    expect(searchWords("  Café  Men's  T-Shirt!! ")).toEqual(['cafe', 'mens', 'tshirt']);
    expect(searchWords("'):* | !& <->")).toEqual([]);
  });

  it('joins a hyphenated word and a lone letter to the next word, as the catalogue does', () => {
    expect(searchWords('t shirt')).toEqual(['tshirt']);
    expect(searchWords('V-Neck a line dress')).toEqual(['vneck', 'aline', 'dress']);
  });

  it('matches catalogue words exactly and the last typed word as a prefix', () => {
    const lookup = { known: new Set(['cotton', 'shirt']), corrections: new Map<string, string>() };
    expect(terms('cotton shi', lookup)).toBe('cotton & shi:*');
    expect(terms('cotton shirt', lookup)).toBe('cotton & shirt:*');
    // An unfinished word before the last one stays a prefix.
    expect(terms('cott shirt', lookup)).toBe('cott:* & shirt:*');
  });

  it('leaves out the stop words the database would drop, and never corrects one', () => {
    const lookup = {
      known: new Set(['silk', 'with']),
      corrections: new Map([['for', 'form']]),
    };
    expect(terms('with silk', lookup)).toBe('silk:*');
    expect(terms('silk with', lookup)).toBe('silk');
    expect(terms('saree for the wedding', lookup)).toBe('saree:* & wedding:*');
    // Nothing but stop words: the database gets them, drops them, and finds nothing.
    expect(terms('for the', lookup)).toBe('for:* & the:*');
  });

  it('widens an unknown word with its nearest catalogue word', () => {
    const lookup = { known: new Set<string>(), corrections: new Map([['kurtha', 'kurta']]) };
    expect(terms('kurtha', lookup)).toBe('(kurtha:* | kurta)');
  });

  it('widens a word or a phrase with its synonyms, plurals included', () => {
    const synonyms = synonymIndex([
      ['saree', 'sari'],
      ['phone case', 'Phone Cover', 'mobile cover'],
      ['chappal', 'slipper'],
    ]);
    const none = { known: new Set<string>(), corrections: new Map<string, string>() };
    expect(terms('sari', none, synonyms)).toBe('(sari:* | saree)');
    expect(terms('red mobile cover', none, synonyms)).toBe(
      'red:* & (mobile <-> cover | phone <-> case | phone <-> cover)',
    );
    expect(terms('slippers', none, synonyms)).toBe('(slippers:* | chappal | slipper)');
  });

  it('notes a search that had nothing searchable in it', () => {
    expect(buildSearchTerms(searchWords('!!!'), true)).toEqual({ requested: true, tsquery: null });
    expect(buildSearchTerms([], false)).toEqual({ requested: false, tsquery: null });
  });

  it('asks every word, prefix and phrase part at weight A for "all words in the name"', () => {
    expect(inNameOnly('cotton & (kurta:* | kurti | कुर्ती)')).toBe(
      'cotton:A & (kurta:*A | kurti:A | कुर्ती:A)',
    );
    expect(inNameOnly('(phone <-> cover | mobile <-> case) & black:*')).toBe(
      '(phone:A <-> cover:A | mobile:A <-> case:A) & black:*A',
    );
  });
});
