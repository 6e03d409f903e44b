// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type * as Catalogue from '@/features/catalogue';
import { kurta, shopApi, stateKeys } from '@/test/shop-api';
import { render } from './entry-server';

// A product page whose declaration forgets the product it shows.
vi.mock('@/features/catalogue', async (importOriginal) => {
  const catalogue = await importOriginal<typeof Catalogue>();
  return {
    ...catalogue,
    productDetailPageData: { ...catalogue.productDetailPageData, fetch: () => Promise.resolve() },
  };
});

describe('server render of a page that reads a query it did not declare (decision 024)', () => {
  it('fetches it, renders again with it and says which it was', async () => {
    const { calls, options } = shopApi();
    const result = await render('/products/p1', options);
    expect(result.undeclared).toEqual(['["products","detail","p1"]']);
    expect(result.status).toBe(200);
    expect(result.html).toContain(kurta.name);
    expect(result.html).not.toContain('Loading product');
    expect(stateKeys(result.state)).toContainEqual(['products', 'detail', 'p1']);
    expect(calls.filter((path) => path === '/api/products/p1')).toHaveLength(1);
  });
});
