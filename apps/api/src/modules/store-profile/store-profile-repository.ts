import { eq } from 'drizzle-orm';
import { storeProfile } from '../../db/schema';
import type { Executor } from '../../db/types';

export type StoreProfileRow = typeof storeProfile.$inferSelect;
export type StoreProfileFields = Omit<StoreProfileRow, 'id' | 'updatedAt'>;

/** The one row (migration 0013 writes it); `lock` holds it for an edit. */
export async function findStoreProfile(
  db: Executor,
  options: { lock?: boolean } = {},
): Promise<StoreProfileRow | undefined> {
  const query = db.select().from(storeProfile).where(eq(storeProfile.id, 'store')).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateStoreProfile(
  db: Executor,
  fields: StoreProfileFields,
): Promise<StoreProfileRow> {
  const [row] = await db
    .update(storeProfile)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(storeProfile.id, 'store'))
    .returning();
  if (!row) throw new Error('store profile row missing');
  return row;
}
