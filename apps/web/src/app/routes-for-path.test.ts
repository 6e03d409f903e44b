import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { routesForPath } from './routes-for-path';

/** The shop's table's shapes, and the ones it does not use yet (optional, parameter first). */
const TABLE: RouteObject[] = [
  { id: 'admin', path: 'admin/*' },
  {
    id: 'layout',
    children: [
      {
        id: 'boundary',
        children: [
          { id: 'home', index: true },
          { id: 'products', path: 'products' },
          { id: 'product', path: 'products/:id' },
          { id: 'category', path: 'categories/:categorySlug' },
          { id: 'cart', path: 'cart' },
          { id: 'lang', path: ':lang/about' },
          { id: 'optional', path: 'help/:topic?' },
          {
            id: 'guard',
            children: [
              { id: 'orders', path: 'orders' },
              { id: 'order', path: 'orders/:id' },
            ],
          },
          {
            id: 'account',
            path: 'account',
            children: [
              { id: 'account-home', index: true },
              { id: 'account-x', path: 'x' },
            ],
          },
          { id: 'not-found', path: '*' },
        ],
      },
    ],
  },
];

const PATHS = [
  '/',
  '/products',
  '/products/',
  '/Products/abc',
  '/products/abc',
  '/products/abc/def',
  '/categories/men-kurtas',
  '/cart',
  '/cart/extra',
  '/orders',
  '/orders/o1',
  '/admin',
  '/admin/orders/1',
  '/adminx',
  '/en/about',
  '/products/about',
  '/help',
  '/help/returns',
  '/account',
  '/account/x',
  '/account/y',
  '/nothing',
  '//products',
  '/%70roducts/abc',
  '/products/a%20b',
];

const picked = (routes: RouteObject[], path: string) =>
  matchRoutes(routes, path)?.map((match) => ({
    id: match.route.id,
    params: match.params,
    pathname: match.pathname,
    pathnameBase: match.pathnameBase,
  })) ?? null;

describe('routesForPath (decision 032)', () => {
  it.each(PATHS)('React Router picks the same routes for %s among the kept ones', (path) => {
    expect(picked(routesForPath(TABLE, path), path)).toEqual(picked(TABLE, path));
  });

  it('keeps fewer routes for a word of the table, and the same set each time', () => {
    const kept = routesForPath(TABLE, '/products/abc');
    expect(routesForPath(TABLE, '/products/xyz')).toBe(kept);
    const ids = JSON.stringify(kept);
    expect(ids).toContain('"product"');
    expect(ids).not.toContain('"cart"');
    expect(ids).not.toContain('"admin"');
  });

  it('keeps no entry for a first segment that is not a word of the table', () => {
    expect(routesForPath(TABLE, '/zzz')).toBe(routesForPath(TABLE, '/yyy'));
  });
});
