import { describe, expect, it } from 'vitest';
import { AdminProductCreateBodySchema, AdminProductUpdateBodySchema } from './admin-products';

const PRODUCT = { name: 'Cotton Kurta', brand: 'Fabindia', categoryId: 'a'.repeat(24) };
const complaints = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe("the product form's category, in the owner's words", () => {
  it('asks to choose a category when none is given or the form sent an empty one', () => {
    const { categoryId: _none, ...noCategory } = PRODUCT;
    expect(complaints(AdminProductCreateBodySchema.safeParse(noCategory))).toEqual([
      ['categoryId', 'Choose a category'],
    ]);
    expect(
      complaints(AdminProductCreateBodySchema.safeParse({ ...PRODUCT, categoryId: '' })),
    ).toEqual([['categoryId', 'Choose a category']]);
    expect(complaints(AdminProductUpdateBodySchema.safeParse({ categoryId: 'nonsense' }))).toEqual([
      ['categoryId', 'Choose a category'],
    ]);
    expect(
      complaints(AdminProductCreateBodySchema.safeParse({ ...PRODUCT, subCategoryId: 'x' })),
    ).toEqual([['subCategoryId', 'Choose a sub-category, or none']]);
  });

  it('takes an id, and no sub-category', () => {
    expect(AdminProductCreateBodySchema.safeParse(PRODUCT).success).toBe(true);
    expect(
      AdminProductCreateBodySchema.safeParse({ ...PRODUCT, subCategoryId: null }).success,
    ).toBe(true);
  });
});
