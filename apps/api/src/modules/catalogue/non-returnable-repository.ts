import { eq } from 'drizzle-orm';
import { categories, products } from '../../db/schema';
import type { Executor } from '../../db/types';

/** Issue 15: a product's own non-returnable flag. */
export async function setProductFlag(db: Executor, id: string, value: boolean) {
  const [row] = await db
    .update(products)
    .set({ nonReturnable: value })
    .where(eq(products.id, id))
    .returning({ id: products.id, nonReturnable: products.nonReturnable });
  return row;
}

/** Issue 15: a category's non-returnable flag (its products with it). */
export async function setCategoryFlag(db: Executor, id: string, value: boolean) {
  const [row] = await db
    .update(categories)
    .set({ nonReturnable: value })
    .where(eq(categories.id, id))
    .returning({ id: categories.id, nonReturnable: categories.nonReturnable });
  return row;
}
