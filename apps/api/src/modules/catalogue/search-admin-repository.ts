import { and, asc, eq, ne, sql } from 'drizzle-orm';
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

/** Another group of exactly these terms, in any order (`except`: the group being changed). */
export async function findSameSynonymGroup(
  db: Executor,
  terms: string[],
  except?: string,
): Promise<string | undefined> {
  const list = sql`ARRAY[${sql.join(
    terms.map((term) => sql`${term}`),
    sql`, `,
  )}]::text[]`;
  const same = sql`${searchSynonyms.terms} @> ${list} AND ${searchSynonyms.terms} <@ ${list}`;
  const [row] = await db
    .select({ id: searchSynonyms.id })
    .from(searchSynonyms)
    .where(except ? and(same, ne(searchSynonyms.id, except)) : same)
    .limit(1);
  return row?.id;
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
