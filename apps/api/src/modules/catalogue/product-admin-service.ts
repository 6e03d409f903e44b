import {
  type AdminProduct,
  type AdminProductCreateBody,
  type AdminProductList,
  type AdminProductListQuery,
  type AdminProductUpdateBody,
  isImported,
  NO_VARIANT_ON_SALE,
  resolveDisclosures,
  storedDisclosureFields,
} from '@shop/contracts';
import type { Db, Executor } from '../../db/types';
import { mergeTranslations } from '../../lib/content-language';
import { invalidData, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageOf, paginationOf } from '../../lib/paging';
import { recordAudit } from '../audit';
import { findCategory, findCategoryIdBy } from './category-admin-repository';
import { toAdminProduct } from './catalogue-admin-mapper';
import {
  findAdminProductPage,
  insertProduct,
  loadAdminProducts,
  type ProductPatch,
  updateProduct,
} from './product-admin-repository';
import { addVariants, duplicateVariantErrors } from './variant-admin-service';
import { forgetCatalogue } from './catalogue-caches';
import { slugify } from '../../lib/slug';

export const productNotFound = () => notFound('Product not found', 'PRODUCT_NOT_FOUND');

export async function loadAdminProduct(db: Executor, id: string): Promise<AdminProduct> {
  const [record] = await loadAdminProducts(db, [id]);
  if (!record) throw productNotFound();
  return toAdminProduct(record);
}

/** A product write: change and audit in one transaction, then the storefront caches go. */
async function write<T>(db: Db, change: (tx: Executor) => Promise<T>): Promise<T> {
  const result = await db.transaction(change);
  forgetCatalogue(db);
  return result;
}

/** The category must exist; a sub-category must be a child of it. */
async function checkCategories(
  db: Executor,
  categoryId: string,
  subCategoryId: string | null | undefined,
) {
  if (!(await findCategory(db, categoryId))) {
    throw invalidData('Category not found', [
      { path: 'body.categoryId', message: 'Category not found' },
    ]);
  }
  if (!subCategoryId) return;
  const sub = await findCategory(db, subCategoryId);
  const message = !sub
    ? 'Sub-category not found'
    : sub.parentId !== categoryId
      ? 'The sub-category must belong to the category'
      : undefined;
  if (message) throw invalidData(message, [{ path: 'body.subCategoryId', message }]);
}

/**
 * Body fields as product columns (specifications are stored as four columns); translations
 * merge into the stored ones, field by field (issue 19).
 */
function columnsOf(
  body: AdminProductUpdateBody,
  stored: AdminProduct['translations'] = {},
): ProductPatch {
  const { specifications, gst, disclosures, translations, ...rest } = body;
  return {
    ...rest,
    ...(specifications ?? {}),
    ...(gst ?? {}),
    ...(disclosures ? { disclosures: storedDisclosureFields(disclosures) } : {}),
    ...(translations ? { translations: mergeTranslations(stored, translations) } : {}),
  };
}

/**
 * Issue 16: goods made outside India must name their importer (E-Commerce Rules 2020), here
 * or in a category; checked inside the write, so a refused change is rolled back.
 */
async function checkImporter(db: Executor, product: AdminProduct): Promise<void> {
  const category = await findCategory(db, product.categoryId);
  const sub = product.subCategoryId ? await findCategory(db, product.subCategoryId) : undefined;
  const resolved = resolveDisclosures([
    product.disclosures,
    sub?.disclosures,
    category?.disclosures,
  ]);
  if (isImported(resolved.countryOfOrigin) && !resolved.importer) {
    const message = `Made in ${resolved.countryOfOrigin}: give the importer's name and address`;
    throw invalidData(message, [{ path: 'body.disclosures.importer', message }]);
  }
}

export async function listAdminProducts(
  db: Db,
  query: AdminProductListQuery,
): Promise<AdminProductList> {
  const categoryId = query.category ? await findCategoryIdBy(db, query.category) : undefined;
  if (query.category && !categoryId) {
    return { products: [], pagination: paginationOf(query, 0) };
  }
  const { ids, total } = await findAdminProductPage(
    db,
    { search: query.search || undefined, categoryId, isActive: query.isActive },
    pageOf(query),
  );
  return {
    products: (await loadAdminProducts(db, ids)).map(toAdminProduct),
    pagination: paginationOf(query, total),
  };
}

export const getAdminProduct = (db: Db, id: string) => loadAdminProduct(db, id);

/**
 * A product, with its variants when given. Prices, stock, sizes and colours of the product are
 * then kept from its active variants by the database (migration 0006); until it has one its
 * price is 0. Opening stock is recorded as a stock adjustment.
 */
export async function createAdminProduct(
  db: Db,
  actorUserId: string,
  body: AdminProductCreateBody,
): Promise<AdminProduct> {
  const duplicates = duplicateVariantErrors(body.variants ?? []);
  const [duplicate] = duplicates;
  if (duplicate) throw invalidData(duplicate.message, duplicates);
  return write(db, async (tx) => {
    await checkCategories(tx, body.categoryId, body.subCategoryId);
    // Its price comes from its active variants: on sale without one, it would show ₹0, MRP ₹0.
    if (body.isActive !== false && !(body.variants ?? []).some((v) => v.isActive !== false)) {
      throw invalidData(NO_VARIANT_ON_SALE, [
        { path: 'body.variants', message: NO_VARIANT_ON_SALE },
      ]);
    }
    const id = newId();
    const { variants: variantInputs, ...fields } = body;
    await insertProduct(tx, {
      ...columnsOf(fields),
      id,
      name: body.name,
      brand: body.brand,
      categoryId: body.categoryId,
      // Unique and stable: the name can change later without breaking links.
      slug: `${slugify(body.name, 'product')}-${id.slice(-6)}`,
      price: 0,
      originalPrice: 0,
      minPrice: 0,
      maxPrice: 0,
      totalStock: 0,
    });
    await addVariants(tx, actorUserId, id, variantInputs ?? [], 0);
    const after = await loadAdminProduct(tx, id);
    if (body.disclosures) await checkImporter(tx, after);
    await recordAudit(tx, {
      actorUserId,
      action: 'product.create',
      entity: 'product',
      entityId: id,
      before: null,
      after,
    });
    return after;
  });
}

export async function updateAdminProduct(
  db: Db,
  actorUserId: string,
  id: string,
  body: AdminProductUpdateBody,
  action = 'product.update',
): Promise<AdminProduct> {
  return write(db, async (tx) => {
    const before = await loadAdminProduct(tx, id);
    let changes = body;
    if (body.categoryId !== undefined || body.subCategoryId !== undefined) {
      const categoryId = body.categoryId ?? before.categoryId;
      // A move to another category drops the old sub-category unless a new one is given.
      const subCategoryId =
        body.subCategoryId !== undefined
          ? body.subCategoryId
          : categoryId === before.categoryId
            ? before.subCategoryId
            : null;
      await checkCategories(tx, categoryId, subCategoryId);
      changes = { ...body, subCategoryId };
    }
    // Put on sale only with a variant to sell (its price is its active variants').
    if (body.isActive === true && !before.isActive && !before.variants.some((v) => v.isActive)) {
      throw invalidData(NO_VARIANT_ON_SALE, [
        { path: 'body.isActive', message: NO_VARIANT_ON_SALE },
      ]);
    }
    await updateProduct(tx, id, columnsOf(changes, before.translations));
    const after = await loadAdminProduct(tx, id);
    if (body.disclosures || body.categoryId || body.subCategoryId) await checkImporter(tx, after);
    await recordAudit(tx, { actorUserId, action, entity: 'product', entityId: id, before, after });
    return after;
  });
}

/** PATCH /admin/products/{id}/status: activate/deactivate, featured, trending. */
export function setAdminProductStatus(
  db: Db,
  actorUserId: string,
  id: string,
  flags: Pick<AdminProductUpdateBody, 'isActive' | 'isFeatured' | 'isTrending'>,
) {
  return updateAdminProduct(db, actorUserId, id, flags, 'product.status');
}
