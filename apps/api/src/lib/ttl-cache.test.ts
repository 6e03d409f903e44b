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

  it('loads a value once for callers arriving together, and keeps it', async () => {
    const cache = new TtlCache<number>(60_000, 10);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await Promise.resolve();
      return 7;
    };
    expect(await Promise.all([cache.load('a', load), cache.load('a', load)])).toEqual([7, 7]);
    expect(await cache.load('a', load)).toBe(7);
    expect(loads).toBe(1);
  });

  it('never shares or keeps a load begun before a removal, nor a failed one', async () => {
    const cache = new TtlCache<number>(60_000, 10);
    let release: (value: number) => void = () => {};
    const before = cache.load('a', () => new Promise<number>((resolve) => (release = resolve)));
    cache.clear();
    const after = cache.load('a', async () => 2);
    release(1);
    expect([await before, await after]).toEqual([1, 2]);
    expect(cache.get('a')).toBe(2);
    await expect(cache.load('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.load('b', async () => 3)).toBe(3);
  });
});
