import type { AddToWishlistBody, Language, Wishlist, WishlistItem } from '@shop/contracts';
import type { Db } from '../../db/types';
import { invalidData, notFound } from '../../lib/errors';
import {
  deleteWishlist,
  deleteWishlistItem,
  findProductForWishlist,
  insertWishlistItem,
  listWishlist,
  type WishlistRow,
} from './wishlist-repository';

function toWishlistItem(row: WishlistRow): WishlistItem {
  return {
    _id: row.id,
    product: {
      _id: row.productId,
      name: row.name,
      images: row.images,
      brand: row.brand,
      price: row.price,
      originalPrice: row.originalPrice,
      minPrice: row.minPrice,
      maxPrice: row.maxPrice,
      totalStock: row.totalStock,
      variants: (row.variants ?? []).map((v) => ({
        _id: v._id,
        size: v.size,
        sizes: [v.size],
        color: v.color,
        colorCode: v.colorCode,
        stock: Number(v.stock),
      })),
    },
    variantId: row.variantId,
    addedAt: row.addedAt.toISOString(),
  };
}

export async function readWishlist(
  db: Db,
  userId: string,
  language: Language = 'en',
): Promise<Wishlist> {
  return { items: (await listWishlist(db, userId, language)).map(toWishlistItem) };
}

/** Idempotent. spec §5: a variant id of 'default' means none. */
export async function addToWishlist(db: Db, userId: string, body: AddToWishlistBody) {
  const variantId = body.variantId && body.variantId !== 'default' ? body.variantId : null;
  const product = await findProductForWishlist(db, body.product, variantId);
  if (!product) throw notFound('Product not found', 'PRODUCT_NOT_FOUND');
  if (!product.variantOk) throw invalidData('Product variant or size not available');
  await insertWishlistItem(db, userId, product.id, variantId);
}

/** A product not on the caller's list answers 404. */
export async function removeFromWishlist(db: Db, userId: string, productId: string) {
  if (!(await deleteWishlistItem(db, userId, productId))) {
    throw notFound('This product is not in your wishlist', 'WISHLIST_ITEM_NOT_FOUND');
  }
}

export async function clearWishlist(db: Db, userId: string) {
  await deleteWishlist(db, userId);
}
