import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { banners, categories, coupons, products, variants } from '../schema';
import type { Db, Tx } from '../types';
import { buildBanners } from './banners';
import { buildCategories } from './build-categories';
import { buildProducts } from './build-products';
import { buildCoupons } from './coupons';

export interface SeedSummary {
  categories: number;
  products: number;
  variants: number;
  banners: number;
  coupons: number;
}

/** The whole demo catalogue as rows: the same rows every time (see random.ts). */
export function buildCatalogue() {
  const tree = buildCategories();
  const { products: productRows, variants: variantRows } = buildProducts(tree.subcategories);
  return {
    categories: tree.rows,
    products: productRows,
    variants: variantRows,
    banners: buildBanners(tree.topLevel),
    coupons: buildCoupons(),
  };
}

/** Rows per INSERT: few round trips, and far below PostgreSQL's 65,535 parameters. */
const CHUNK_SIZE = 500;

async function insertInChunks<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK_SIZE) {
    await tx.insert(table).values(rows.slice(i, i + CHUNK_SIZE));
  }
}

/**
 * Fills an empty database with the demo catalogue in one transaction: either all of it is
 * there or none of it. The products' search vectors are filled by their trigger.
 */
export async function seedCatalogue(db: Db): Promise<SeedSummary> {
  const catalogue = buildCatalogue();
  await db.transaction(async (tx) => {
    await insertInChunks(tx, categories, catalogue.categories);
    await insertInChunks(tx, products, catalogue.products);
    await insertInChunks(tx, variants, catalogue.variants);
    await insertInChunks(tx, banners, catalogue.banners);
    await insertInChunks(tx, coupons, catalogue.coupons);
  });
  return {
    categories: catalogue.categories.length,
    products: catalogue.products.length,
    variants: catalogue.variants.length,
    banners: catalogue.banners.length,
    coupons: catalogue.coupons.length,
  };
}

/** True when no category exists yet: the signal to seed on first start. */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(categories)
    .limit(1);
  return rows.length === 0;
}
