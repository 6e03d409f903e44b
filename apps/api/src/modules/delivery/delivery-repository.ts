import { and, eq, inArray } from 'drizzle-orm';
import type { DeliverySettings } from '@shop/contracts';
import { pincodes, products, shopSettings } from '../../db/schema';
import type { Executor } from '../../db/types';

export type PincodeRecord = typeof pincodes.$inferSelect;

const SETTINGS_KEY = 'delivery.settings';

export async function findPincodes(db: Executor, list: string[]): Promise<PincodeRecord[]> {
  if (list.length === 0) return [];
  return db.select().from(pincodes).where(inArray(pincodes.pincode, list));
}

/** The stored settings, or undefined while the owner has not saved any (defaults apply). */
export async function readSettingsRow(db: Executor): Promise<unknown> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, SETTINGS_KEY));
  return row?.value;
}

export async function writeSettingsRow(db: Executor, settings: DeliverySettings): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ key: SETTINGS_KEY, value: settings })
    .onConflictDoUpdate({
      target: shopSettings.key,
      set: { value: settings, updatedAt: new Date() },
    });
}

/** The lowest price a live product sells at (whole rupees), or undefined for no such product. */
export async function findProductPrice(db: Executor, id: string): Promise<number | undefined> {
  const [row] = await db
    .select({ price: products.price })
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true)));
  return row?.price;
}
