import type {
  AdminBanner,
  AdminBannerCreateBody,
  AdminBannerList,
  AdminPageQuery,
  BannerTranslations,
} from '@shop/contracts';
import type { Db, Executor } from '../../db/types';
import { mergeTranslations } from '../../lib/content-language';
import { invalidData, notFound } from '../../lib/errors';
import { bannersChanged } from '../../lib/change-signals';
import { newId } from '../../lib/ids';
import { pageOf, paginationOf } from '../../lib/paging';
import { recordAudit } from '../audit';
import { toBanner } from './banner-service';
import {
  type BannerPatch,
  type BannerRow,
  categoryExists,
  deleteBanner,
  findAllBanners,
  findBanner,
  findBannerPage,
  insertBanner,
  lockBanners,
  nextBannerOrder,
  setBannerOrders,
  updateBanner,
} from './banner-repository';

export function toAdminBanner(row: BannerRow): AdminBanner {
  return {
    ...toBanner(row),
    translations: row.translations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const bannerNotFound = () => notFound('Banner not found', 'BANNER_NOT_FOUND');

async function checkCategory(db: Executor, categoryId: string | null | undefined) {
  if (categoryId && !(await categoryExists(db, categoryId))) {
    throw invalidData('Category not found', [
      { path: 'body.categoryId', message: 'Category not found' },
    ]);
  }
}

/**
 * A banner write: the change, its audit row, one transaction; then the storefront's 60 s
 * banner cache is dropped so GET /api/banners/active shows it at once (spec §9, issue 7).
 */
async function write<T>(db: Db, change: (tx: Executor) => Promise<T>): Promise<T> {
  const result = await db.transaction(change);
  bannersChanged.announce(db);
  return result;
}

export async function listAdminBanners(db: Db, query: AdminPageQuery): Promise<AdminBannerList> {
  const { rows, total } = await findBannerPage(db, pageOf(query));
  return { banners: rows.map(toAdminBanner), pagination: paginationOf(query, total) };
}

export async function getAdminBanner(db: Db, id: string): Promise<AdminBanner> {
  const row = await findBanner(db, id);
  if (!row) throw bannerNotFound();
  return toAdminBanner(row);
}

export async function createAdminBanner(
  db: Db,
  actorUserId: string,
  body: AdminBannerCreateBody,
): Promise<AdminBanner> {
  return write(db, async (tx) => {
    await checkCategory(tx, body.categoryId);
    const row = await insertBanner(tx, {
      id: newId(),
      title: body.title,
      image: body.image,
      subtitle: body.subtitle ?? null,
      description: body.description ?? null,
      link: body.link ?? null,
      buttonText: body.buttonText ?? null,
      displayType: body.displayType ?? 'carousel',
      // Left out: after the last banner.
      order: body.order ?? (await nextBannerOrder(tx)),
      categoryId: body.categoryId ?? null,
      isActive: body.isActive ?? true,
      translations: mergeTranslations({}, body.translations),
    });
    const after = toAdminBanner(row);
    await recordAudit(tx, {
      actorUserId,
      action: 'banner.create',
      entity: 'banner',
      entityId: row.id,
      before: null,
      after,
    });
    return after;
  });
}

export async function updateAdminBanner(
  db: Db,
  actorUserId: string,
  id: string,
  patch: Omit<BannerPatch, 'translations'> & { translations?: BannerTranslations },
  action = 'banner.update',
): Promise<AdminBanner> {
  return write(db, async (tx) => {
    const before = await findBanner(tx, id);
    if (!before) throw bannerNotFound();
    await checkCategory(tx, patch.categoryId);
    // Hindi texts merge into the stored ones, field by field (issue 19).
    const { translations, ...rest } = patch;
    const row = await updateBanner(
      tx,
      id,
      translations
        ? { ...rest, translations: mergeTranslations(before.translations, translations) }
        : rest,
    );
    if (!row) throw bannerNotFound();
    const after = toAdminBanner(row);
    await recordAudit(tx, {
      actorUserId,
      action,
      entity: 'banner',
      entityId: id,
      before: toAdminBanner(before),
      after,
    });
    return after;
  });
}

/** PATCH /admin/banners/{id}/status. */
export function setAdminBannerStatus(db: Db, actorUserId: string, id: string, isActive: boolean) {
  return updateAdminBanner(db, actorUserId, id, { isActive }, 'banner.status');
}

export async function deleteAdminBanner(db: Db, actorUserId: string, id: string) {
  return write(db, async (tx) => {
    const row = await deleteBanner(tx, id);
    if (!row) throw bannerNotFound();
    await recordAudit(tx, {
      actorUserId,
      action: 'banner.delete',
      entity: 'banner',
      entityId: id,
      before: toAdminBanner(row),
      after: null,
    });
    return { id, deleted: true as const };
  });
}

/**
 * PATCH /admin/banners/reorder: every listed banner gets its order in one statement, so the
 * carousel never shows a half-applied order. Unknown ids: 404 and nothing changes.
 */
export async function reorderAdminBanners(
  db: Db,
  actorUserId: string,
  bannerOrders: { id: string; order: number }[],
): Promise<{ banners: AdminBanner[] }> {
  return write(db, async (tx) => {
    const ids = bannerOrders.map((entry) => entry.id);
    const found = new Set(await lockBanners(tx, ids));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0)
      throw notFound(`Banner not found: ${missing.join(', ')}`, 'BANNER_NOT_FOUND');
    const before = (await findAllBanners(tx)).filter((row) => found.has(row.id));
    await setBannerOrders(tx, bannerOrders);
    const all = (await findAllBanners(tx)).map(toAdminBanner);
    await recordAudit(tx, {
      actorUserId,
      action: 'banner.reorder',
      entity: 'banner',
      entityId: null,
      before: before.map((row) => ({ id: row.id, order: row.order })),
      after: bannerOrders,
    });
    return { banners: all };
  });
}
