import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('forgets an entry after its time', () => {
    const cache = new TtlCache<number>(1000, 10);
    cache.set('a', 1, 0);
    expect(cache.get('a', 999)).toBe(1);
    expect(cache.get('a', 1000)).toBeUndefined();
  });

  it('does not put back an answer loaded before a removal it raced with', () => {
    const cache = new TtlCache<number>(1000, 10);
    const before = cache.generation;
    cache.deleteWhere((value) => value === 1);
    cache.set('a', 1, 0, before);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('a', 2, 0);
    cache.set('b', 3, 0);
    cache.deleteWhere((value) => value === 2);
    expect([cache.get('a', 1), cache.get('b', 1)]).toEqual([undefined, 3]);
  });

  it('drops the oldest entry when full', () => {
    const cache = new TtlCache<number>(1000, 2);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.set('c', 3, 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBe(2);
    expect(cache.get('c', 1)).toBe(3);
  });
});
