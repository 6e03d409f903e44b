import { asc, eq } from 'drizzle-orm';
import { searchSynonyms } from '../../db/schema';
import type { Executor } from '../../db/types';

export type SynonymRow = typeof searchSynonyms.$inferSelect;

export function listSynonymRows(db: Executor): Promise<SynonymRow[]> {
  return db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.createdAt), searchSynonyms.id);
}

export async function findSynonymRow(db: Executor, id: string): Promise<SynonymRow | undefined> {
  const [row] = await db.select().from(searchSynonyms).where(eq(searchSynonyms.id, id));
  return row;
}

export async function insertSynonymRow(db: Executor, id: string, terms: string[]) {
  const [row] = await db.insert(searchSynonyms).values({ id, terms }).returning();
  return row!;
}

export async function updateSynonymRow(db: Executor, id: string, terms: string[]) {
  const [row] = await db
    .update(searchSynonyms)
    .set({ terms })
    .where(eq(searchSynonyms.id, id))
    .returning();
  return row;
}

export async function deleteSynonymRow(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(searchSynonyms)
    .where(eq(searchSynonyms.id, id))
    .returning({ id: searchSynonyms.id });
  return rows.length > 0;
}
