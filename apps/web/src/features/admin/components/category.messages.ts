import { defineMessages } from '@/lib/i18n';

/** The category tree and the category dialog (spec §3 Category, issue 7). */
const en = {
  title: 'Categories',
  description:
    'Top-level categories and their sub-categories. Deactivate a category that is in use instead of deleting it.',
  newCategory: 'New category',
  loading: 'Loading categories',
  noCategories: 'No categories yet',
  caption: 'Categories, sub-categories indented under their parent',
  name: 'Name',
  slug: 'Slug',
  products: 'Products',
  returns: 'Returns',
  level: '(level {level})',
  allowReturnsIn: 'Allow returns in {name}',
  makeNonReturnable: 'Make non-returnable {name}',
  nonReturnable: 'Non-returnable',
  returnable: 'Returnable',
  deleteTitle: 'Delete category?',
  deleteCategory: 'Delete category',
  willBeRemoved:
    'will be removed. A category that products or sub-categories use cannot be deleted; deactivate it instead.',
  // The dialog
  slugHint: 'Used in the address /categories/<slug>. Empty: made from the name.',
  parent: 'Parent',
  topLevel: 'None (a top-level category)',
  descriptionOptional: 'Description (optional)',
  image: 'Image',
  sortOrder: 'Sort order',
  activeHint: "Inactive categories are hidden from the shop's menus.",
  legalDefaults: 'Legal information defaults',
  legalInherits: "the parent category's, if it has one",
  saveCategory: 'Save category',
  createCategory: 'Create category',
  hindiName: 'Name in Hindi',
  hindiDescription: 'Description in Hindi',
} as const;

export type CategoryMessages = typeof en;
export const categoryMessages = defineMessages(en, () => import('./category.messages.hi'));
