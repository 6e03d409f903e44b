import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helper';
import { createCategory, createProduct } from '../../../test/factories';
import type { Executor } from '../../db/types';
import { countProducts, forgetProductCounts } from './product-repository';
import type { ResolvedFilters } from './product-filter-repository';

/**
 * Totals are kept 30 s, and shoppers arriving together share one count of a scope (decision
 * 038): ten pages of "women" at once read the 75k products of the scope once, not ten times.
 */
describe('counting products', () => {
  let database: TestDatabase;
  let statements = 0;
  let db: Executor;
  const filters = (categoryId?: string): ResolvedFilters => ({
    ...(categoryId ? { categoryId } : {}),
    brands: [],
    sizes: [],
    colors: [],
    materials: [],
    fabrics: [],
    search: { requested: false, tsquery: null },
    searchColours: [],
    otherShopperIds: [],
    shopperWord: null,
    hiddenCategoryIds: [],
  });
  let category = '';
  const product = (categoryId: string) => ({
    categoryId,
    variants: [{ color: 'Maroon', colorCode: '#800000', size: 'M', price: 999 }],
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    const women = await createCategory(database.db, { name: 'Women', slug: 'women' });
    category = women.id;
    for (let i = 1; i <= 3; i++) await createProduct(database.db, product(women.id));
    // The same database, counting the statements that reach it.
    db = new Proxy(database.db, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (property !== 'execute' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          statements += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  });
  afterAll(() => database.dispose());

  it('shares one count among requests arriving together, then keeps it', async () => {
    statements = 0;
    const totals = await Promise.all(Array.from({ length: 5 }, () => countProducts(db, filters())));
    expect(totals).toEqual([3, 3, 3, 3, 3]);
    expect(statements).toBe(1);
    expect(await countProducts(db, filters())).toBe(3);
    expect(statements).toBe(1);
    // Other filters are another count.
    expect(await countProducts(db, filters(category))).toBe(3);
    expect(statements).toBe(2);
  });

  it('counts again after a catalogue change, even while a count is under way', async () => {
    forgetProductCounts(db);
    statements = 0;
    const before = countProducts(db, filters());
    await createProduct(database.db, product(category));
    forgetProductCounts(db);
    // Asked after the change: not the count that began before it.
    const after = countProducts(db, filters());
    expect(await before).toBeGreaterThanOrEqual(3);
    expect(await after).toBe(4);
    expect(statements).toBe(2);
  });
});
