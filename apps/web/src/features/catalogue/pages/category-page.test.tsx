import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Category } from '@shop/contracts';
import { buildFilterData, buildProduct } from '@/test/catalogue-factory';
import { fail, mockApi, ok, type MockReply } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { CategoryPage } from './category-page';

const men: Category = {
  _id: 'c1',
  id: 'c1',
  name: 'Men',
  slug: 'men',
  level: 1,
  parentId: null,
  isActive: true,
  image: null,
  description: null,
  sortOrder: 1,
  children: [],
};

function serveCategory(tree: MockReply = ok({ categories: [men] })) {
  return mockApi({
    'GET /categories/tree': tree,
    'GET /products/filters': ok(buildFilterData()),
    'GET /products': ok({
      products: [buildProduct({ name: 'Linen Shirt' })],
      pagination: { totalItems: 1, currentPage: 1, totalPages: 1, hasNext: false, hasPrev: false },
    }),
  });
}

function openCategory(slug: string) {
  return renderRoutes([{ path: '/categories/:categorySlug', element: <CategoryPage /> }], {
    path: `/categories/${slug}`,
  });
}

describe('category page (spec §2, issue 20)', () => {
  it("shows a not-found state with 'Browse All Products' for an unknown slug", async () => {
    const api = serveCategory();
    openCategory('no-such-category');
    expect(await screen.findByRole('heading', { name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.queryByText(/products found/)).not.toBeInTheDocument();
    expect(api.callsTo('GET /categories/tree')).toHaveLength(1);
  });

  it('matches the slug whatever its case, and lists with the real slug', async () => {
    const api = serveCategory();
    openCategory('MEN');
    // The listing starts again once the tree names the real slug.
    await waitFor(() =>
      expect(api.callsTo('GET /products').at(-1)?.query.get('category')).toBe('men'),
    );
    expect(await screen.findByRole('link', { name: 'Linen Shirt' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Men' })).toBeInTheDocument();
  });

  it('still tries the listing when the category tree fails to load', async () => {
    serveCategory(fail(500, 'INTERNAL', 'Something went wrong'));
    openCategory('men');
    expect(await screen.findByRole('link', { name: 'Linen Shirt' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Category not found' })).not.toBeInTheDocument();
  });
});
