import type { Banner, Category } from '@shop/contracts';
import type { RenderOptions } from '@/entry-server';
import { buildFilterData, buildProduct, buildProductDetail } from './catalogue-factory';

/** A small shop for server render tests (decision 024): the API the renderer calls in-process. */
const men: Category = {
  _id: 'c1',
  id: 'c1',
  name: 'Men',
  slug: 'men',
  level: 1,
  parentId: null,
  isActive: true,
  image: '/uploads/catalog/category-men.svg',
  description: 'Shirts, kurtas and more',
  sortOrder: 1,
  children: [],
};
const banner: Banner = {
  _id: 'b1',
  id: 'b1',
  title: 'Festive Sale',
  subtitle: null,
  description: null,
  image: '/uploads/catalog/b1.svg',
  link: '/products',
  buttonText: 'Shop Now',
  displayType: 'both',
  order: 1,
  categoryId: null,
  isActive: true,
};
export const kurta = buildProductDetail({ _id: 'p1', id: 'p1', name: 'Chikankari Kurta' });
const listed = [buildProduct({ name: 'Linen Shirt' }), buildProduct({ name: 'Silk Saree' })];

const envelope = (data: unknown) => ({ success: true, data });
const page = (total: number) => ({
  totalItems: total,
  currentPage: 1,
  totalPages: total ? 1 : 0,
  hasNext: false,
  hasPrev: false,
});

/** The shop's API as the renderer calls it in-process; every call is recorded. */
export function shopApi() {
  const calls: string[] = [];
  const answer = (path: string, query: URLSearchParams): [number, unknown] => {
    if (path === '/api/categories/tree') return [200, envelope({ categories: [men] })];
    if (path === '/api/banners/active') return [200, envelope([banner])];
    if (path === '/api/products/trending' || path === '/api/products/featured') {
      return [200, envelope({ products: listed })];
    }
    if (path === '/api/products/filters') return [200, envelope(buildFilterData())];
    if (path === '/api/products') {
      const found = query.get('search') === 'nothing-like-it' ? [] : listed;
      return [200, envelope({ products: found, pagination: page(found.length) })];
    }
    if (path === '/api/products/p1') return [200, envelope({ product: kurta })];
    return [404, { success: false, code: 'NOT_FOUND', message: 'Not found' }];
  };
  const transport: RenderOptions['transport'] = async (url) => {
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    calls.push(pathname);
    const [status, body] = answer(pathname, searchParams);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, options: { transport, origin: 'https://shop.test' } };
}

/** The dehydrated queries' keys, as the browser will read them. */
export function stateKeys(state: string): unknown[] {
  const json = state.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
  return (JSON.parse(json) as { queries: { queryKey: unknown }[] }).queries.map((q) => q.queryKey);
}
