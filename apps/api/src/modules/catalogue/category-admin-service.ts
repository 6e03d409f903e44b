import {
  type AdminCategory,
  type AdminCategoryCreateBody,
  type AdminCategoryUpdateBody,
  isImported,
  resolveDisclosures,
  storedDisclosureFields,
} from '@shop/contracts';
import type { Db, Executor } from '../../db/types';
import { mergeTranslations } from '../../lib/content-language';
import { conflict, invalidData, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { recordAudit } from '../audit';
import {
  type CategoryWithUse,
  deleteCategory,
  findCategory,
  findCategoryWithUse,
  insertCategory,
  listCategoriesWithUse,
  shiftLevels,
  slugTaken,
  subtreeIds,
  updateCategory,
} from './category-admin-repository';
import { forgetCatalogue } from './catalogue-caches';
import { categoryFields } from './category-service';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/pg-errors';
import { slugify } from '../../lib/slug';

function toAdminCategory(row: CategoryWithUse): AdminCategory {
  return {
    ...categoryFields(row),
    translations: row.translations,
    productCount: row.productCount,
    childCount: row.childCount,
    nonReturnable: row.nonReturnable,
    disclosures: resolveDisclosures([row.disclosures]),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const categoryNotFound = () => notFound('Category not found', 'CATEGORY_NOT_FOUND');
const slugConflict = () => conflict('A category with this slug already exists', 'SLUG_TAKEN');
const inUse = (message: string) => conflict(message, 'CATEGORY_IN_USE');
/** '1 product', '3 products'; nothing for none. */
const counted = (count: number, one: string, other: string) =>
  count === 0 ? '' : `${count} ${count === 1 ? one : other}`;
const parentNotFound = () =>
  invalidData('Parent category not found', [
    { path: 'body.parentId', message: 'Parent category not found' },
  ]);

/** The change, its audit row, one transaction; then the storefront's caches are dropped. */
async function write<T>(db: Db, change: (tx: Executor) => Promise<T>): Promise<T> {
  try {
    const result = await db.transaction(change);
    forgetCatalogue(db, { categories: true });
    return result;
  } catch (error) {
    // Two admins saving the same slug at once: the unique index decides.
    if (isUniqueViolation(error)) throw slugConflict();
    // A product saved under the category while it was being deleted.
    if (isForeignKeyViolation(error))
      throw inUse('This category is now in use: deactivate it instead');
    throw error;
  }
}

async function loaded(db: Executor, id: string): Promise<AdminCategory> {
  const row = await findCategoryWithUse(db, id);
  if (!row) throw categoryNotFound();
  return toAdminCategory(row);
}

/** Issue 16: a category of goods made abroad names their importer (or its parent does). */
async function checkImporter(db: Executor, category: AdminCategory): Promise<void> {
  const parent = category.parentId ? await findCategory(db, category.parentId) : undefined;
  const resolved = resolveDisclosures([category.disclosures, parent?.disclosures]);
  if (isImported(resolved.countryOfOrigin) && !resolved.importer) {
    const message = `Made in ${resolved.countryOfOrigin}: give the importer's name and address`;
    throw invalidData(message, [{ path: 'body.disclosures.importer', message }]);
  }
}

export async function listAdminCategories(db: Db): Promise<{ categories: AdminCategory[] }> {
  return { categories: (await listCategoriesWithUse(db)).map(toAdminCategory) };
}

export const getAdminCategory = (db: Db, id: string) => loaded(db, id);

export async function createAdminCategory(
  db: Db,
  actorUserId: string,
  body: AdminCategoryCreateBody,
): Promise<AdminCategory> {
  return write(db, async (tx) => {
    const slug = body.slug ?? slugify(body.name, 'category');
    if (await slugTaken(tx, slug)) throw slugConflict();
    const parent = body.parentId ? await findCategory(tx, body.parentId) : undefined;
    if (body.parentId && !parent) throw parentNotFound();
    const id = newId();
    await insertCategory(tx, {
      id,
      name: body.name,
      slug,
      parentId: parent?.id ?? null,
      level: parent ? parent.level + 1 : 1,
      description: body.description ?? null,
      image: body.image ?? null,
      isActive: body.isActive ?? true,
      sortOrder: body.sortOrder ?? 0,
      disclosures: storedDisclosureFields(body.disclosures ?? {}),
      translations: mergeTranslations({}, body.translations),
    });
    const after = await loaded(tx, id);
    if (body.disclosures) await checkImporter(tx, after);
    await recordAudit(tx, {
      actorUserId,
      action: 'category.create',
      entity: 'category',
      entityId: id,
      before: null,
      after,
    });
    return after;
  });
}

/**
 * Changes a category. Moving it under another parent moves its sub-categories with it (their
 * levels shift alike); a category cannot go under itself or one of its own sub-categories.
 */
export async function updateAdminCategory(
  db: Db,
  actorUserId: string,
  id: string,
  body: AdminCategoryUpdateBody,
): Promise<AdminCategory> {
  return write(db, async (tx) => {
    const before = await loaded(tx, id);
    if (body.slug !== undefined && (await slugTaken(tx, body.slug, id))) throw slugConflict();
    const { parentId, disclosures, translations, ...rest } = body;
    let level = before.level;
    if (parentId !== undefined && parentId !== before.parentId) {
      const subtree = await subtreeIds(tx, id);
      if (parentId !== null && subtree.includes(parentId)) {
        const message = 'A category cannot be moved under itself or one of its sub-categories';
        throw invalidData(message, [{ path: 'body.parentId', message }]);
      }
      const parent = parentId === null ? undefined : await findCategory(tx, parentId);
      if (parentId !== null && !parent) throw parentNotFound();
      level = parent ? parent.level + 1 : 1;
      await shiftLevels(tx, subtree, level - before.level);
    }
    await updateCategory(tx, id, {
      ...rest,
      ...(parentId !== undefined ? { parentId } : {}),
      ...(disclosures ? { disclosures: storedDisclosureFields(disclosures) } : {}),
      ...(translations
        ? { translations: mergeTranslations(before.translations, translations) }
        : {}),
      level,
    });
    const after = await loaded(tx, id);
    if (disclosures || parentId !== undefined) await checkImporter(tx, after);
    await recordAudit(tx, {
      actorUserId,
      action: before.isActive !== after.isActive ? 'category.status' : 'category.update',
      entity: 'category',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/**
 * Deletes a category nothing uses. One that products or sub-categories still use is kept
 * (409): switching it off (isActive false) hides it and its products from shoppers instead.
 */
export async function deleteAdminCategory(db: Db, actorUserId: string, id: string) {
  return write(db, async (tx) => {
    const before = await loaded(tx, id);
    if (before.productCount > 0 || before.childCount > 0) {
      const uses = [
        counted(before.productCount, 'product', 'products'),
        counted(before.childCount, 'sub-category', 'sub-categories'),
      ].filter(Boolean);
      // Two parts, as before: as one template it would need a Hindi text (api-messages.test).
      throw inUse(`This category is used by ${uses.join(' and ')}` + ': deactivate it instead');
    }
    await deleteCategory(tx, id);
    await recordAudit(tx, {
      actorUserId,
      action: 'category.delete',
      entity: 'category',
      entityId: id,
      before,
      after: null,
    });
    return { id, deleted: true as const };
  });
}
