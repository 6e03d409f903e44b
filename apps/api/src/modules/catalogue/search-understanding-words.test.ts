import { describe, expect, it } from 'vitest';
import { understandSearch } from './search-understanding';

const COLOURS = [
  'Red',
  'Maroon',
  'Wine',
  'Navy Blue',
  'Sky Blue',
  'Light Blue',
  'Dark Indigo',
  'Baby Pink',
  'Rani Pink',
  'Rose Gold',
  'Olive',
  'Teal',
  'Default',
];

describe('reading a search text', () => {
  it('takes colour families, colour names and runs of colour words', () => {
    expect(understandSearch('red saree', COLOURS)).toMatchObject({
      words: ['saree'],
      colours: ['Red', 'Maroon', 'Wine'],
      colourWords: ['red'],
    });
    expect(understandSearch('blue jeans', COLOURS).colours).toEqual([
      'Navy Blue',
      'Sky Blue',
      'Light Blue',
      'Dark Indigo',
    ]);
    expect(understandSearch('navy blue shirt', COLOURS)).toMatchObject({
      words: ['shirt'],
      colours: ['Navy Blue'],
    });
    expect(understandSearch('olive chinos', COLOURS).colours).toEqual(['Olive']);
  });

  it('does not read a colour modifier alone as a colour', () => {
    expect(understandSearch('baby onesie', COLOURS)).toMatchObject({
      words: ['baby', 'onesie'],
      colours: [],
    });
    expect(understandSearch('rose water', COLOURS).colours).toEqual([]);
    expect(understandSearch('default', COLOURS).colours).toEqual([]);
  });

  it('takes who the search is for, also from a kurti', () => {
    expect(understandSearch("men's kurta", [])).toMatchObject({
      words: ['kurta'],
      shopper: 'men',
    });
    expect(understandSearch('ladies watch', [])).toMatchObject({
      words: ['watch'],
      shopper: 'women',
    });
    expect(understandSearch('kurti', [])).toMatchObject({ words: ['kurti'], shopper: 'women' });
    expect(understandSearch('boys tshirt', []).shopper).toBe('boys');
  });

  it('takes price words out of the text', () => {
    expect(understandSearch('red kurta under 1000', COLOURS)).toEqual({
      words: ['kurta'],
      colours: ['Red', 'Maroon', 'Wine'],
      colourWords: ['red'],
      shopper: null,
      maxPrice: 1000,
    });
  });

  it('reads Hindi: Devanagari words whole, shopper and colour words, joining words left out', () => {
    expect(understandSearch('महिलाओं के लिए लाल साड़ी', COLOURS)).toMatchObject({
      words: ['साड़ी'],
      colours: ['Red', 'Maroon', 'Wine'],
      colourWords: ['लाल'],
      shopper: 'women',
    });
    expect(understandSearch('नीली जींस 1000 से कम', COLOURS)).toMatchObject({
      words: ['जींस'],
      colours: ['Navy Blue', 'Sky Blue', 'Light Blue', 'Dark Indigo'],
      maxPrice: 1000,
    });
    expect(understandSearch('कुर्ती', COLOURS)).toMatchObject({
      words: ['कुर्ती'],
      shopper: 'women',
    });
    expect(understandSearch('टी-शर्ट', COLOURS).words).toEqual(['टीशर्ट']);
  });
});
