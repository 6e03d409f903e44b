import { describe, expect, it } from 'vitest';
import { readPriceWords } from './price-words';

describe('price words', () => {
  it('reads an upper bound in English and Hinglish', () => {
    expect(readPriceWords('kurta under 1000')).toEqual({
      rest: 'kurta',
      maxPrice: 1000,
      phrase: 'under 1000',
    });
    expect(readPriceWords('jeans 1000 se kam')).toMatchObject({ rest: 'jeans', maxPrice: 1000 });
    expect(readPriceWords('saree below ₹1,500')).toMatchObject({ rest: 'saree', maxPrice: 1500 });
    expect(readPriceWords('shoes upto 2k')).toMatchObject({ rest: 'shoes', maxPrice: 2000 });
    expect(readPriceWords('watch 3000 tak')).toMatchObject({ rest: 'watch', maxPrice: 3000 });
  });

  it('reads a lower bound and a range', () => {
    expect(readPriceWords('saree above 2000')).toMatchObject({ rest: 'saree', minPrice: 2000 });
    expect(readPriceWords('watch between 1000 and 3000')).toMatchObject({
      rest: 'watch',
      minPrice: 1000,
      maxPrice: 3000,
    });
  });

  it('reads price words in Hindi (issue 19)', () => {
    expect(readPriceWords('कुर्ता 1000 से कम')).toEqual({
      rest: 'कुर्ता',
      maxPrice: 1000,
      phrase: '1000 से कम',
    });
    expect(readPriceWords('साड़ी ₹1,500 तक')).toMatchObject({ rest: 'साड़ी', maxPrice: 1500 });
    expect(readPriceWords('जूते 2000 रुपये से ज़्यादा')).toMatchObject({
      rest: 'जूते',
      minPrice: 2000,
    });
    // Typed with the precomposed letter ज़ (U+095B), as some keyboards do.
    expect(readPriceWords('जूते 2000 से \u095B्यादा')).toMatchObject({ minPrice: 2000 });
    // "तक" must be the whole word, not the start of another.
    expect(readPriceWords('घड़ी 3000 तकिया')).toEqual({ rest: 'घड़ी 3000 तकिया' });
  });

  it('leaves numbers that are not prices alone', () => {
    expect(readPriceWords('65W charger')).toEqual({ rest: '65W charger' });
    expect(readPriceWords('onesie pack of 3')).toEqual({ rest: 'onesie pack of 3' });
  });
});
