import { and, count, desc, eq, sql } from 'drizzle-orm';
import { addresses } from '../../db/schema';
import type { Executor } from '../../db/types';

export type AddressRow = typeof addresses.$inferSelect;
export type NewAddress = typeof addresses.$inferInsert;
export type AddressChanges = Omit<NewAddress, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

const ownedBy = (userId: string, id: string) =>
  and(eq(addresses.id, id), eq(addresses.userId, userId));

/** Default first, then newest. */
export function listAddresses(db: Executor, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

export async function countAddresses(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return Number(row?.total ?? 0);
}

export async function findAddress(db: Executor, userId: string, id: string) {
  const [row] = await db.select().from(addresses).where(ownedBy(userId, id)).limit(1);
  return row;
}

/** Must run before another address is made default (index addresses_one_default_per_user). */
export async function clearDefaultAddress(db: Executor, userId: string): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

export async function insertAddress(db: Executor, row: NewAddress): Promise<AddressRow> {
  const [created] = await db.insert(addresses).values(row).returning();
  if (!created) throw new Error('address not inserted');
  return created;
}

export async function updateAddress(
  db: Executor,
  userId: string,
  id: string,
  changes: AddressChanges,
): Promise<AddressRow | undefined> {
  const [row] = await db.update(addresses).set(changes).where(ownedBy(userId, id)).returning();
  return row;
}

export async function deleteAddress(db: Executor, userId: string, id: string) {
  const [row] = await db.delete(addresses).where(ownedBy(userId, id)).returning();
  return row;
}

/** Makes the user's newest address the default (after the default one was deleted). */
export async function makeNewestAddressDefault(db: Executor, userId: string): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: true })
    .where(
      eq(
        addresses.id,
        sql`(select ${addresses.id} from ${addresses} where ${addresses.userId} = ${userId}
             order by ${addresses.createdAt} desc, ${addresses.id} desc limit 1)`,
      ),
    );
}
