import { and, desc, eq, sql } from 'drizzle-orm';
import { products, wishlistItems } from '../../db/schema';
import { preparedPer } from '../../db/prepared';
import type { Executor } from '../../db/types';
import type { Language } from '@shop/contracts';
import { translatedText } from '../../db/translated-text';
import { newId } from '../../lib/ids';
import { visibleProduct } from '../../db/visible-product';

const productVisible = visibleProduct('products');

/** How many of a product's variants a wishlist card carries (it needs the first one). */
export const WISHLIST_VARIANTS = 6;

export interface WishlistVariantRow {
  _id: string;
  size: string;
  color: string;
  colorCode: string;
  stock: number;
}

/** A wishlist card's first active variants, in display order. */
const firstVariants = sql<WishlistVariantRow[]>`(
    SELECT coalesce(json_agg(json_build_object('_id', f.id, 'size', f.size, 'color', f.color,
             'colorCode', f.color_code, 'stock', f.stock) ORDER BY f.position, f.id), '[]'::json)
      FROM (SELECT v.id, v.size, v.color, v.color_code, v.stock, v.position FROM variants v
             WHERE v.product_id = products.id AND v.is_active
             ORDER BY v.position, v.id LIMIT ${WISHLIST_VARIANTS}) f)`;

/**
 * The user's wishlist, newest first, each product with its first active variants: one statement,
 * prepared per language (decision 040), as the signed-in shopper's cart is.
 */
const wishlistQuery = preparedPer((db: Executor, language: Language) =>
  db
    .select({
      id: wishlistItems.id,
      variantId: wishlistItems.variantId,
      addedAt: wishlistItems.addedAt,
      productId: products.id,
      name: translatedText(language, products.translations, 'name', products.name),
      images: products.images,
      brand: products.brand,
      price: products.price,
      originalPrice: products.originalPrice,
      minPrice: products.minPrice,
      maxPrice: products.maxPrice,
      totalStock: products.totalStock,
      variants: firstVariants,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlistItems.userId, sql.placeholder('userId')), productVisible))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.id))
    .prepare(`wishlist_${language}`),
);

export function listWishlist(db: Executor, userId: string, language: Language = 'en') {
  return wishlistQuery(db, language).execute({ userId });
}
export type WishlistRow = Awaited<ReturnType<typeof listWishlist>>[number];

/** Whether the product is visible, and whether `variantId` (if given) is one of its variants. */
export async function findProductForWishlist(
  db: Executor,
  productId: string,
  variantId: string | null,
) {
  const [row] = await db
    .select({
      id: products.id,
      variantOk:
        variantId === null
          ? sql<boolean>`true`
          : sql<boolean>`EXISTS (SELECT 1 FROM variants v WHERE v.id = ${variantId}
              AND v.product_id = products.id)`,
    })
    .from(products)
    .where(and(eq(products.id, productId), productVisible))
    .limit(1);
  return row;
}

/** Adding a product already on the list changes nothing (wishlist_items_user_product_uq). */
export async function insertWishlistItem(
  db: Executor,
  userId: string,
  productId: string,
  variantId: string | null,
): Promise<void> {
  await db
    .insert(wishlistItems)
    .values({ id: newId(), userId, productId, variantId })
    .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.productId] });
}

export async function deleteWishlistItem(
  db: Executor,
  userId: string,
  productId: string,
): Promise<boolean> {
  const rows = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ id: wishlistItems.id });
  return rows.length > 0;
}

export async function deleteWishlist(db: Executor, userId: string): Promise<void> {
  await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
}
