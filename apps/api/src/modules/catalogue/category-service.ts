import type { Category, Language } from '@shop/contracts';
import { notFound } from '../../lib/errors';
import type { Executor } from '../../db/types';
import {
  type CategoryRow,
  findCategoryByIdOrSlug,
  listActiveCategories,
} from './category-repository';

/** spec §3 Category: the fields shoppers and the back office both see. */
export function categoryFields(row: CategoryRow) {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    slug: row.slug,
    level: row.level,
    parentId: row.parentId,
    isActive: row.isActive,
    image: row.image,
    description: row.description,
    sortOrder: row.sortOrder,
  };
}

export function toCategory(row: CategoryRow): Category {
  return { ...categoryFields(row), children: [] };
}

/**
 * Builds the tree of active categories. A child whose parent is inactive is left out with it:
 * a shopper cannot reach it from the menu, so it must not surface anywhere else either.
 */
export function buildCategoryTree(rows: CategoryRow[]): Category[] {
  const byId = new Map<string, Category>();
  const roots: Category[] = [];
  // Rows arrive ordered by level, so every parent is placed before its children.
  for (const row of rows) {
    const node = toCategory(row);
    if (row.parentId === null) {
      byId.set(row.id, node);
      roots.push(node);
      continue;
    }
    const parent = byId.get(row.parentId);
    if (!parent) continue;
    byId.set(row.id, node);
    parent.children.push(node);
  }
  return roots;
}

export async function getCategoryTree(db: Executor, language: Language): Promise<Category[]> {
  return buildCategoryTree(await listActiveCategories(db, language));
}

/** Every reachable active category, flat, each with its direct children. */
export async function listCategories(db: Executor, language: Language): Promise<Category[]> {
  const roots = await getCategoryTree(db, language);
  const flat: Category[] = [];
  const walk = (nodes: Category[]) => {
    for (const node of nodes) {
      flat.push(node);
      walk(node.children);
    }
  };
  walk(roots);
  return flat.sort((a, b) => a.level - b.level || a.sortOrder - b.sortOrder);
}

export async function listCategoriesAtLevel(
  db: Executor,
  level: number,
  language: Language,
): Promise<Category[]> {
  return (await listCategories(db, language)).filter((category) => category.level === level);
}

/** One active category (by id or slug) with its active children; 404 otherwise. */
export async function getCategory(
  db: Executor,
  idOrSlug: string,
  language: Language,
): Promise<Category> {
  const row = await findCategoryByIdOrSlug(db, idOrSlug);
  if (!row || !row.isActive) throw notFound('Category not found', 'CATEGORY_NOT_FOUND');
  const found = (await listCategories(db, language)).find((category) => category.id === row.id);
  if (!found) throw notFound('Category not found', 'CATEGORY_NOT_FOUND');
  return found;
}
