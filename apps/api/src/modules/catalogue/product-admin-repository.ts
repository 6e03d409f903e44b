import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { categories, products, variants } from '../../db/schema';
import type { Executor } from '../../db/types';
import { containsPattern } from '../../db/like-pattern';
import { productColumns, type ProductRow } from './product-repository';

export type NewProductRow = typeof products.$inferInsert;
export type ProductPatch = Partial<
  Omit<NewProductRow, 'id' | 'createdAt' | 'updatedAt' | 'searchVector' | 'sizes' | 'colors'>
>;
export type VariantRow = typeof variants.$inferSelect;
export type CategoryRef = { id: string; name: string; slug: string };

export interface AdminProductRecord {
  /** With the owner's translations (issue 19), which only the back office reads whole. */
  product: ProductRow & Pick<typeof products.$inferSelect, 'translations'>;
  category: CategoryRef;
  subCategory: CategoryRef | null;
  variants: VariantRow[];
}

export interface AdminProductFilter {
  search?: string;
  categoryId?: string;
  isActive?: boolean;
}

function where(filter: AdminProductFilter): SQL | undefined {
  return and(
    filter.search
      ? or(
          ilike(products.name, containsPattern(filter.search)),
          ilike(products.brand, containsPattern(filter.search)),
        )
      : undefined,
    filter.categoryId
      ? or(
          eq(products.categoryId, filter.categoryId),
          eq(products.subCategoryId, filter.categoryId),
        )
      : undefined,
    filter.isActive === undefined ? undefined : eq(products.isActive, filter.isActive),
  );
}

/** Newest first, every product (the back office sees inactive ones too). */
export async function findAdminProductPage(
  db: Executor,
  filter: AdminProductFilter,
  page: { limit: number; offset: number },
): Promise<{ ids: string[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(where(filter))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(products).where(where(filter)),
  ]);
  return { ids: rows.map((row) => row.id), total: Number(totals[0]?.n ?? 0) };
}

const subCategories = alias(categories, 'sub_categories');

/** The products with their categories and all their variants, in the order of `ids`. */
export async function loadAdminProducts(
  db: Executor,
  ids: string[],
): Promise<AdminProductRecord[]> {
  if (ids.length === 0) return [];
  const [rows, variantRows] = await Promise.all([
    db
      .select({
        product: { ...productColumns, translations: products.translations },
        category: {
          id: categories.id,
          name: categories.name,
          slug: categories.slug,
          nonReturnable: categories.nonReturnable,
        },
        subCategory: {
          id: subCategories.id,
          name: subCategories.name,
          slug: subCategories.slug,
          nonReturnable: subCategories.nonReturnable,
        },
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
      .where(inArray(products.id, ids)),
    db
      .select()
      .from(variants)
      .where(inArray(variants.productId, ids))
      .orderBy(asc(variants.position), asc(variants.createdAt)),
  ]);
  const byId = new Map(rows.map((row) => [row.product.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        product: row.product,
        category: row.category,
        subCategory: row.subCategory?.id ? row.subCategory : null,
        variants: variantRows.filter((v) => v.productId === id),
      },
    ];
  });
}

/** Locks a product row while its variants change (positions, one colour+size each). */
export async function lockProduct(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return Boolean(row);
}

export async function insertProduct(db: Executor, row: NewProductRow): Promise<void> {
  await db.insert(products).values(row);
}

export async function updateProduct(db: Executor, id: string, patch: ProductPatch): Promise<void> {
  await db
    .update(products)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(products.id, id));
}
