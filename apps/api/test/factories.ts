import { banners, categories, products, variants } from '../src/db/schema';
import type { Executor } from '../src/db/types';
import { newId } from '../src/lib/ids';
import { slugify } from '../src/lib/slug';

type NewCategory = typeof categories.$inferInsert;

let sequence = 0;

/** A category with sensible defaults; pass `parentId` for a level-2 child. */
export async function createCategory(db: Executor, overrides: Partial<NewCategory> = {}) {
  sequence += 1;
  const name = overrides.name ?? `Category ${sequence}`;
  const row: NewCategory = {
    id: newId(),
    name,
    slug: `${slugify(name)}-${sequence}`,
    level: overrides.parentId ? 2 : 1,
    sortOrder: sequence,
    ...overrides,
  };
  const [created] = await db.insert(categories).values(row).returning();
  if (!created) throw new Error('category not created');
  return created;
}

type NewProduct = typeof products.$inferInsert;
export interface VariantInput {
  color?: string;
  colorCode?: string;
  size: string;
  price: number;
  originalPrice?: number;
  stock?: number;
  images?: string[];
  isActive?: boolean;
}

/**
 * A product with its variants; price, originalPrice, minPrice, maxPrice and totalStock are
 * derived from the variants the way the catalogue service keeps them.
 */
export async function createProduct(
  db: Executor,
  input: Partial<Omit<NewProduct, 'categoryId'>> & {
    categoryId: string;
    variants: VariantInput[];
  },
) {
  sequence += 1;
  const { variants: variantInputs, ...overrides } = input;
  const name = overrides.name ?? `Product ${sequence}`;
  const active = variantInputs.filter((v) => v.isActive !== false);
  const cheapest = [...active].sort((a, b) => a.price - b.price)[0];
  if (!cheapest) throw new Error('a product needs at least one active variant');
  const id = newId();
  const row: NewProduct = {
    id,
    name,
    slug: `${slugify(name)}-${sequence}`,
    brand: 'Test Brand',
    price: cheapest.price,
    originalPrice: cheapest.originalPrice ?? cheapest.price,
    minPrice: Math.min(...active.map((v) => v.price)),
    maxPrice: Math.max(...active.map((v) => v.price)),
    totalStock: active.reduce((sum, v) => sum + (v.stock ?? 10), 0),
    images: cheapest.images ?? [`/uploads/catalog/tee-1f3a5f-front.svg`],
    ...overrides,
    categoryId: input.categoryId,
  };
  const [product] = await db.insert(products).values(row).returning();
  if (!product) throw new Error('product not created');
  const variantRows = await db
    .insert(variants)
    .values(
      variantInputs.map((v, position) => ({
        id: newId(),
        productId: id,
        color: v.color ?? 'Default',
        colorCode: v.colorCode ?? '#9ca3af',
        size: v.size,
        price: v.price,
        originalPrice: v.originalPrice ?? v.price,
        stock: v.stock ?? 10,
        images: v.images ?? [],
        isActive: v.isActive ?? true,
        sku: `${id}-${position}`,
        position,
      })),
    )
    .returning();
  return { product, variants: variantRows };
}

export async function createBanner(
  db: Executor,
  overrides: Partial<typeof banners.$inferInsert> = {},
) {
  sequence += 1;
  const [banner] = await db
    .insert(banners)
    .values({
      id: newId(),
      title: `Banner ${sequence}`,
      image: '/uploads/catalog/banner-festive.svg',
      order: sequence,
      ...overrides,
    })
    .returning();
  if (!banner) throw new Error('banner not created');
  return banner;
}
