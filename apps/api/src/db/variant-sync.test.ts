import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helper';
import { createCategory, createProduct } from '../../test/factories';
import { products, variants } from './schema';

/** Trigger variants_sync_product (migration 0006): products follow their variants. */
describe('a product follows its variants', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  const productRow = async (id: string) => {
    const [row] = await database.db.select().from(products).where(eq(products.id, id));
    if (!row) throw new Error('missing product');
    return row;
  };

  it('keeps stock, prices, sizes and colours equal to the active variants', async () => {
    const db = database.db;
    const category = await createCategory(db);
    const { product, variants: rows } = await createProduct(db, {
      categoryId: category.id,
      // Deliberately wrong figures: the trigger must correct them.
      totalStock: 999,
      minPrice: 1,
      variants: [
        { color: 'Navy', size: 'M', price: 699, originalPrice: 999, stock: 2 },
        { color: 'Navy', size: 'L', price: 799, originalPrice: 999, stock: 3 },
        { color: 'Black', size: 'XL', price: 899, originalPrice: 1299, stock: 0 },
      ],
    });
    expect(await productRow(product.id)).toMatchObject({
      totalStock: 5,
      minPrice: 699,
      maxPrice: 899,
      price: 699,
      originalPrice: 999,
      sizes: ['L', 'M', 'XL'],
      colors: ['Black', 'Navy'],
    });

    // An order takes the last units of one size.
    await db.update(variants).set({ stock: 0 }).where(eq(variants.id, rows[1]!.id));
    expect((await productRow(product.id)).totalStock).toBe(2);

    // A size withdrawn from sale leaves the filters and the price range.
    await db.update(variants).set({ isActive: false }).where(eq(variants.id, rows[0]!.id));
    expect(await productRow(product.id)).toMatchObject({
      totalStock: 0,
      minPrice: 799,
      maxPrice: 899,
      price: 799,
      sizes: ['L', 'XL'],
    });

    await db.delete(variants).where(eq(variants.productId, product.id));
    expect(await productRow(product.id)).toMatchObject({ totalStock: 0, sizes: [], colors: [] });
  });
});
