import { and, asc, count, eq, getTableColumns, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { Language } from '@shop/contracts';
import { banners, categories } from '../../db/schema';
import type { Executor } from '../../db/types';
import { translatedText } from '../../db/translated-text';

export type BannerRow = typeof banners.$inferSelect;

/** A banner's texts in a language (issue 19): the owner's Hindi where given, else English. */
function bannerColumnsIn(language: Language) {
  const columns = getTableColumns(banners);
  if (language === 'en') return columns;
  const text = (field: 'title' | 'subtitle' | 'description' | 'buttonText') =>
    translatedText(language, banners.translations, field, banners[field]);
  return {
    ...columns,
    title: text('title'),
    subtitle: text('subtitle'),
    description: text('description'),
    buttonText: text('buttonText'),
  };
}

/**
 * Active banners in display order, in a language. A category card whose category is inactive
 * is left out: it would lead to an empty page.
 */
export function findActiveBanners(db: Executor, language: Language): Promise<BannerRow[]> {
  return db
    .select({ banner: bannerColumnsIn(language) })
    .from(banners)
    .leftJoin(categories, eq(categories.id, banners.categoryId))
    .where(
      and(
        eq(banners.isActive, true),
        or(isNull(banners.categoryId), eq(categories.isActive, true)),
      ),
    )
    .orderBy(asc(banners.order), asc(banners.createdAt))
    .then((rows) => rows.map((row) => row.banner));
}

export type NewBannerRow = typeof banners.$inferInsert;
export type BannerPatch = Partial<Omit<NewBannerRow, 'id' | 'createdAt' | 'updatedAt'>>;

/** Display order: `order`, then the older first (the storefront's order too). */
const displayOrder = [asc(banners.order), asc(banners.createdAt), asc(banners.id)];

export async function findBannerPage(
  db: Executor,
  page: { limit: number; offset: number },
): Promise<{ rows: BannerRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(banners)
      .orderBy(...displayOrder)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(banners),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export function findAllBanners(db: Executor): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .orderBy(...displayOrder);
}

export async function findBanner(db: Executor, id: string): Promise<BannerRow | undefined> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  return row;
}

/** Locks the listed banners for a reorder; answers the ids that exist. */
export async function lockBanners(db: Executor, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: banners.id })
    .from(banners)
    .where(inArray(banners.id, ids))
    .for('update');
  return rows.map((row) => row.id);
}

export async function nextBannerOrder(db: Executor): Promise<number> {
  const [row] = await db.select({ top: max(banners.order) }).from(banners);
  return row?.top === null || row?.top === undefined ? 0 : row.top + 1;
}

export async function insertBanner(db: Executor, row: NewBannerRow): Promise<BannerRow> {
  const [created] = await db.insert(banners).values(row).returning();
  if (!created) throw new Error('banner not inserted');
  return created;
}

export async function updateBanner(
  db: Executor,
  id: string,
  patch: BannerPatch,
): Promise<BannerRow | undefined> {
  const [row] = await db
    .update(banners)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(banners.id, id))
    .returning();
  return row;
}

/** One statement for the whole reorder: every listed banner gets its order. */
export async function setBannerOrders(
  db: Executor,
  entries: { id: string; order: number }[],
): Promise<void> {
  const cases = sql.join(
    entries.map((entry) => sql`WHEN ${entry.id} THEN ${entry.order}::int`),
    sql` `,
  );
  await db
    .update(banners)
    .set({ order: sql`CASE ${banners.id} ${cases} END`, updatedAt: new Date() })
    .where(
      inArray(
        banners.id,
        entries.map((entry) => entry.id),
      ),
    );
}

export async function deleteBanner(db: Executor, id: string): Promise<BannerRow | undefined> {
  const [row] = await db.delete(banners).where(eq(banners.id, id)).returning();
  return row;
}

/**
 * Whether a category exists, for a category-card banner (a read of the catalogue's table; the
 * catalogue alone writes it).
 */
export async function categoryExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return Boolean(row);
}
