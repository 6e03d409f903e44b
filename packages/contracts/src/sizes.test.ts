import { describe, expect, it } from 'vitest';
import { compareSizes, groupSizes, sizeRank } from './sizes';

const names = (list: string[]) => list.map((name) => ({ name }));

describe('size systems (issue 20)', () => {
  it('knows the system of each seeded kind of size', () => {
    expect(sizeRank('XL').system).toBe('clothing');
    expect(sizeRank('Free Size').system).toBe('free');
    expect(sizeRank('32').system).toBe('waist');
    expect(sizeRank('0-6M').system).toBe('kids');
    expect(sizeRank('2-3Y').system).toBe('kids');
    expect(sizeRank('UK 5').system).toBe('shoe');
    expect(sizeRank('King').system).toBe('bed');
    expect(sizeRank('Set of 2').system).toBe('pack');
    expect(sizeRank('1 m').system).toBe('length');
    expect(sizeRank('7 ft (Door)').system).toBe('length');
    expect(sizeRank('6.1 in').system).toBe('screen');
    expect(sizeRank('6 ml').system).toBe('volume');
    expect(sizeRank('100 g').system).toBe('weight');
    expect(sizeRank('10000 mAh').system).toBe('capacity');
  });

  it('groups a mixed list by system, each in its natural order', () => {
    const mixed = names([
      '10000 mAh',
      'King',
      'UK 10',
      '2-3Y',
      'XL',
      '200 ml',
      '0-6M',
      'Free Size',
      'S',
      'UK 9',
      '6 ml',
      'Single',
      '12-18M',
      '34',
      '28',
    ]);
    expect(groupSizes(mixed).map((g) => [g.label, g.sizes.map((s) => s.name)])).toEqual([
      ['Clothing', ['S', 'XL']],
      ['One size', ['Free Size']],
      ['Waist (inches)', ['28', '34']],
      ["Kids' ages", ['0-6M', '12-18M', '2-3Y']],
      ['Shoes (UK)', ['UK 9', 'UK 10']],
      ['Bed', ['Single', 'King']],
      ['Volume', ['6 ml', '200 ml']],
      ['Battery capacity', ['10000 mAh']],
    ]);
  });

  it('orders clothing sizes as they are worn, not alphabetically', () => {
    expect(['XL', 'M', 'XXL', 'S', 'XS', 'L'].sort(compareSizes)).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
    ]);
  });

  it('shows only the systems present', () => {
    expect(groupSizes(names(['M', 'L'])).map((g) => g.system)).toEqual(['clothing']);
    expect(groupSizes([])).toEqual([]);
  });
});
