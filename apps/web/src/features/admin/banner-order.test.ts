import { describe, expect, it } from 'vitest';
import { moveBanner } from './banner-order';

const banner = (id: string, order: number) => ({ _id: id, order });

describe('moving a banner up or down', () => {
  it('swaps it with its neighbour when the orders are distinct', () => {
    const result = moveBanner([banner('a', 0), banner('b', 1), banner('c', 2)], 0, 1);
    expect(result?.banners.map((b) => b._id)).toEqual(['b', 'a', 'c']);
    expect(result?.bannerOrders).toEqual([
      { id: 'b', order: 0 },
      { id: 'a', order: 1 },
    ]);
  });

  it('renumbers tied orders so the banner lands exactly where it was moved', () => {
    const result = moveBanner([banner('a', 0), banner('b', 1), banner('c', 1)], 0, 1);
    expect(result?.banners.map((b) => [b._id, b.order])).toEqual([
      ['b', 0],
      ['a', 1],
      ['c', 2],
    ]);
    expect(result?.bannerOrders).toEqual([
      { id: 'b', order: 0 },
      { id: 'a', order: 1 },
      { id: 'c', order: 2 },
    ]);
  });

  it('starts from the lowest order on the page (a later page keeps its place)', () => {
    const result = moveBanner([banner('a', 20), banner('b', 21), banner('c', 22)], 2, -1);
    expect(result?.bannerOrders).toEqual([
      { id: 'c', order: 21 },
      { id: 'b', order: 22 },
    ]);
  });

  it('cannot move the first banner up or the last one down', () => {
    const list = [banner('a', 0), banner('b', 1)];
    expect(moveBanner(list, 0, -1)).toBeNull();
    expect(moveBanner(list, 1, 1)).toBeNull();
  });
});
