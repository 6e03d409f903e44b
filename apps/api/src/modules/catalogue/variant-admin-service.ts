import type {
  AdminVariant,
  AdminVariantCreateBody,
  AdminVariantUpdateBody,
  FieldError,
} from '@shop/contracts';
import type { Db, Executor } from '../../db/types';
import { conflict, invalidData, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { recordAudit } from '../audit';
import { receiveOpeningStock } from '../stock';
import { toAdminVariant } from './catalogue-admin-mapper';
import { lockProduct } from './product-admin-repository';
import {
  findVariant,
  findVariantByColorSize,
  insertVariants,
  nextVariantPosition,
  updateVariant,
  type VariantRow,
} from './variant-admin-repository';
import { forgetCatalogue } from './catalogue-caches';
import { isUniqueViolation } from '../../db/pg-errors';

const variantNotFound = () => notFound('Variant not found', 'VARIANT_NOT_FOUND');
const variantExists = (color: string, size: string) =>
  conflict(`This product already has a ${color} ${size} variant`, 'VARIANT_EXISTS');

/** Colour + size is unique within a product: the entries of one request that repeat one. */
export function duplicateVariantErrors(inputs: { color: string; size: string }[]): FieldError[] {
  const seen = new Set<string>();
  return inputs.flatMap((input, index) => {
    const key = `${input.color.toLowerCase()}\u0000${input.size.toLowerCase()}`;
    if (!seen.has(key)) return (seen.add(key), []);
    return [
      { path: `body.variants.${index}.size`, message: 'Another variant has this colour and size' },
    ];
  });
}

async function write<T>(db: Db, change: (tx: Executor) => Promise<T>): Promise<T> {
  const result = await db.transaction(change);
  forgetCatalogue(db);
  return result;
}

/**
 * Inserts variants of a product (one statement: the product is recomputed once by the sync
 * trigger) with no stock, then the stock module puts in and records their opening stock (it
 * alone writes stock). Used by product creation and "add variant".
 */
export async function addVariants(
  tx: Executor,
  actorUserId: string,
  productId: string,
  inputs: AdminVariantCreateBody[],
  firstPosition: number,
): Promise<VariantRow[]> {
  const rows = await insertVariants(
    tx,
    inputs.map((input, index) => {
      const id = newId();
      return {
        id,
        productId,
        sku: id.toUpperCase(),
        color: input.color,
        colorCode: input.colorCode,
        size: input.size,
        price: input.price,
        originalPrice: input.originalPrice ?? input.price,
        stock: 0,
        images: input.images ?? [],
        isActive: input.isActive ?? true,
        position: firstPosition + index,
      };
    }),
  );
  const opening = inputs.map((input) => input.stock ?? 0);
  await receiveOpeningStock(
    tx,
    actorUserId,
    rows.map((row, index) => ({ variantId: row.id, quantity: opening[index] ?? 0 })),
  );
  return rows.map((row, index) => ({ ...row, stock: opening[index] ?? 0 }));
}

export async function createAdminVariant(
  db: Db,
  actorUserId: string,
  productId: string,
  body: AdminVariantCreateBody,
): Promise<AdminVariant> {
  try {
    return await write(db, async (tx) => {
      if (!(await lockProduct(tx, productId))) {
        throw notFound('Product not found', 'PRODUCT_NOT_FOUND');
      }
      if (await findVariantByColorSize(tx, productId, body.color, body.size)) {
        throw variantExists(body.color, body.size);
      }
      const position = await nextVariantPosition(tx, productId);
      const [row] = await addVariants(tx, actorUserId, productId, [body], position);
      if (!row) throw new Error('variant not inserted');
      const after = toAdminVariant(row);
      await recordAudit(tx, {
        actorUserId,
        action: 'variant.create',
        entity: 'variant',
        entityId: row.id,
        before: null,
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw variantExists(body.color, body.size);
    throw error;
  }
}

/** Changes a variant. Stock is not changed here: only through a recorded stock adjustment. */
export async function updateAdminVariant(
  db: Db,
  actorUserId: string,
  id: string,
  body: AdminVariantUpdateBody,
): Promise<AdminVariant> {
  try {
    return await write(db, async (tx) => {
      const before = await findVariant(tx, id);
      if (!before) throw variantNotFound();
      const price = body.price ?? before.price;
      const originalPrice = body.originalPrice ?? before.originalPrice;
      if (originalPrice < price) {
        const message = `MRP must be at least the price (₹${price})`;
        throw invalidData(message, [{ path: 'body.originalPrice', message }]);
      }
      const color = body.color ?? before.color;
      const size = body.size ?? before.size;
      const same = await findVariantByColorSize(tx, before.productId, color, size);
      if (same && same.id !== id) throw variantExists(color, size);
      const row = await updateVariant(tx, id, body);
      if (!row) throw variantNotFound();
      const after = toAdminVariant(row);
      await recordAudit(tx, {
        actorUserId,
        action: 'variant.update',
        entity: 'variant',
        entityId: id,
        before: toAdminVariant(before),
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw variantExists(body.color ?? '', body.size ?? '');
    throw error;
  }
}
