import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@shop/contracts';
import { buildFilterData, buildProduct } from '@/test/catalogue-factory';
import { renderRoutes } from '@/test/render';
import { ProductsPage } from './products-page';

function ok(data: unknown): Response {
  return new Response(JSON.stringify({ success: true, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

const kurtas = Array.from({ length: 3 }, (_, index) =>
  buildProduct({ name: `Kurta ${index + 1}` }),
);

/** A tiny catalogue: searching 'nothing' finds no products; anything else finds three kurtas. */
function serveCatalogue(options: { hang?: boolean } = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://shop.test');
    if (options.hang && url.pathname === '/api/products') return new Promise<Response>(() => {});
    if (url.pathname === '/api/categories/tree') return ok({ categories: [] });
    if (url.pathname === '/api/products/filters') return ok(buildFilterData());
    if (url.pathname === '/api/search/recover')
      return ok({
        didYouMean: 'kurta',
        category: { name: 'Kurtas', slug: 'kurtas' },
        products: [buildProduct({ name: 'Popular Kurta' })],
      });
    const products: Product[] = url.searchParams.get('search') === 'nothing' ? [] : kurtas;
    return ok({
      products,
      pagination: {
        totalItems: products.length,
        currentPage: 1,
        totalPages: products.length ? 1 : 0,
        hasNext: false,
        hasPrev: false,
      },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderProducts(path = '/products') {
  return renderRoutes([{ path: '/products', element: <ProductsPage /> }], { path });
}

const listRequests = (fetchMock: ReturnType<typeof serveCatalogue>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://shop.test'))
    .filter((url) => url.pathname === '/api/products');

beforeEach(() => {
  window.scrollTo = vi.fn();
});

describe('product listing page (spec §2)', () => {
  it("is titled 'All Products' and shows 20 skeleton cards while loading", () => {
    serveCatalogue({ hang: true });
    const { container } = renderProducts();
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    const skeleton = screen.getByText('Loading products', { selector: '.sr-only' }).parentElement;
    expect(skeleton?.querySelectorAll(':scope > div > div')).toHaveLength(20);
    expect(container.querySelector('input[placeholder="Search products..."]')).not.toBeNull();
  });

  it('lists the products with a live count', async () => {
    serveCatalogue();
    renderProducts();
    expect(await screen.findByRole('link', { name: 'Kurta 2' })).toBeInTheDocument();
    expect(screen.getByText('3 products found')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 3 of 3 products')).toBeInTheDocument();
  });

  it('puts a submitted search in the address and starts again at page 1', async () => {
    const fetchMock = serveCatalogue();
    const { router } = renderProducts('/products?category=men&page=3');
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(box, '  silk kurta  {Enter}');
    expect(router.state.location.search).toBe('?category=men&search=silk+kurta');
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)?.searchParams.get('search')).toBe('silk kurta'),
    );
    expect(listRequests(fetchMock).at(-1)?.searchParams.get('page')).toBe('1');
  });

  it('ignores an empty search', async () => {
    serveCatalogue();
    const { router } = renderProducts('/products?search=saree');
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.clear(box);
    await userEvent.type(box, '   {Enter}');
    expect(router.state.location.search).toBe('?search=saree');
  });

  it('sends the chosen filters, sort and page size to the API', async () => {
    const fetchMock = serveCatalogue();
    renderProducts('/products?brand=Khadi+Craft&size=M&size=L&sort=price-asc&limit=24&page=2');
    await screen.findByRole('link', { name: 'Kurta 1' });
    const request = listRequests(fetchMock).at(-1);
    expect(request?.searchParams.getAll('size')).toEqual(['M', 'L']);
    expect(request?.searchParams.get('brand')).toBe('Khadi Craft');
    expect(request?.searchParams.get('sortBy')).toBe('price');
    expect(request?.searchParams.get('sortOrder')).toBe('asc');
    expect(request?.searchParams.get('limit')).toBe('24');
    expect(request?.searchParams.get('page')).toBe('2');
  });

  it('changing the sort goes back to page 1', async () => {
    serveCatalogue();
    const { router } = renderProducts('/products?page=2');
    await screen.findByRole('link', { name: 'Kurta 1' });
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price High to Low');
    expect(router.state.location.search).toBe('?sort=price-desc');
  });

  it('offers Clear Filters when nothing matches, clearing search, category, page and filters', async () => {
    serveCatalogue();
    const { router } = renderProducts(
      '/products?search=nothing&category=men&page=2&brand=Khadi+Craft&sort=name-asc',
    );
    expect(await screen.findByRole('heading', { name: 'No Products Found' })).toBeInTheDocument();
    expect(
      screen.getByText("We couldn't find any products matching your criteria."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(router.state.location.search).toBe('?sort=name-asc');
    expect(await screen.findByRole('link', { name: 'Kurta 1' })).toBeInTheDocument();
  });
});

describe('search understanding on the listing (issue 13)', () => {
  it('shows price words as a chip that takes them out of the search', async () => {
    serveCatalogue();
    const { router } = renderProducts('/products?search=kurta+under+1000');
    const chip = await screen.findByRole('button', { name: 'Remove price filter: Under ₹1,000' });
    await userEvent.setup().click(chip);
    await waitFor(() => expect(router.state.location.search).toBe('?search=kurta'));
    expect(screen.queryByRole('button', { name: /Remove price filter/ })).not.toBeInTheDocument();
  });

  it('offers did-you-mean and popular products when a search finds nothing', async () => {
    serveCatalogue();
    const { router } = renderProducts('/products?search=nothing');
    expect(await screen.findByRole('heading', { name: 'No Products Found' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Popular Kurta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kurtas' })).toHaveAttribute(
      'href',
      '/products?category=kurtas',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'kurta' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=kurta'));
  });
});
