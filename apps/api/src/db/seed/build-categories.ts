import { categoryTranslations } from './hindi';
import { categoryImagePath } from '../../lib/catalog-image-names';
import type { categories } from '../schema';
import { categoryDisclosures } from './disclosures';
import { CATEGORY_TREE, NON_RETURNABLE_CATEGORY_SLUGS } from './categories';
import { randomFor, seededId } from './random';

export type CategoryRow = typeof categories.$inferInsert;

/** The shop opened its shelves on this date; every category row carries it. */
export const CATEGORY_CREATED_AT = new Date('2026-04-01T04:30:00.000Z');

export interface CategoryRef {
  id: string;
  /** The level-1 category: products list both. */
  parentId: string;
}

export interface BuiltCategories {
  /** Level 1 first, so a parent is always inserted before its children. */
  rows: CategoryRow[];
  /** Level-1 ids by slug, for banners. */
  topLevel: ReadonlyMap<string, string>;
  /** Level-2 categories by slug, for products. */
  subcategories: ReadonlyMap<string, CategoryRef>;
}

export function buildCategories(): BuiltCategories {
  const random = randomFor('categories');
  const createdAt = CATEGORY_CREATED_AT;
  const parents: CategoryRow[] = [];
  const children: CategoryRow[] = [];
  const topLevel = new Map<string, string>();
  const subcategories = new Map<string, CategoryRef>();

  CATEGORY_TREE.forEach((top, i) => {
    const id = seededId(random, createdAt);
    const nonReturnable = NON_RETURNABLE_CATEGORY_SLUGS.includes(top.slug);
    topLevel.set(top.slug, id);
    parents.push({
      id,
      name: top.name,
      slug: top.slug,
      level: 1,
      parentId: null,
      isActive: true,
      nonReturnable,
      disclosures: categoryDisclosures(top.slug),
      image: categoryImagePath(...top.image),
      description: top.description,
      translations: categoryTranslations(top.slug),
      sortOrder: i + 1,
      createdAt,
      updatedAt: createdAt,
    });
    top.children.forEach((child, j) => {
      const childId = seededId(random, createdAt);
      subcategories.set(child.slug, { id: childId, parentId: id });
      children.push({
        id: childId,
        name: child.name,
        slug: child.slug,
        level: 2,
        parentId: id,
        isActive: child.isActive ?? true,
        nonReturnable,
        disclosures: categoryDisclosures(child.slug),
        image: categoryImagePath(...child.image),
        description: child.description,
        translations: categoryTranslations(child.slug),
        sortOrder: j + 1,
        createdAt,
        updatedAt: createdAt,
      });
    });
  });

  return { rows: [...parents, ...children], topLevel, subcategories };
}
