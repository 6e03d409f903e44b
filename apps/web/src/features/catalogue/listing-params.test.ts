import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  readListingState,
  toListRequest,
  withPanelFilters,
  withParam,
  withoutFilters,
} from './listing-params';
import { NO_PANEL_FILTERS, listSearchParams } from './product-query';
import { LISTING_SORTS } from './sort-options';

const read = (query: string) => readListingState(new URLSearchParams(query), LISTING_SORTS);

describe('listing address (spec §2/§4)', () => {
  it('reads search, category, page, size, sort and the panel filters', () => {
    const state = read(
      'search=+kurta+&category=men&subcategory=men-kurtas&page=3&limit=24&sort=price-asc&size=M&size=L&brand=Khadi+Craft&minPrice=500&maxPrice=2000',
    );
    expect(state).toMatchObject({
      search: 'kurta',
      category: 'men',
      subcategory: 'men-kurtas',
      page: 3,
      limit: 24,
      sort: 'price-asc',
      size: ['M', 'L'],
      brand: ['Khadi Craft'],
      minPrice: 500,
      maxPrice: 2000,
    });
  });

  it('searches the first 100 characters of a longer search text, never half an emoji', () => {
    const read = (search: string) =>
      readListingState(new URLSearchParams({ search }), LISTING_SORTS).search;
    const long = `cotton kurti ${'with long sleeves '.repeat(8)}`;
    expect(read(long)).toBe(long.slice(0, 100).trim());
    expect(read(long).length).toBeLessThanOrEqual(100);
    // '👗' is two UTF-16 units; cutting at 100 would keep only its first.
    expect(read(`${'a'.repeat(99)}👗 saree`)).toBe('a'.repeat(99));
    expect(read('  kurta  ')).toBe('kurta');
  });

  it('falls back to page 1, 12 per page and no sort for values it does not know', () => {
    expect(read('page=-2&limit=13&sort=popularity')).toMatchObject({
      page: 1,
      limit: 12,
      sort: null,
    });
  });

  it('drops the page when a filter, the sort or the page size changes', () => {
    const params = new URLSearchParams('search=saree&page=4');
    expect(withPanelFilters(params, { ...NO_PANEL_FILTERS, size: ['M'] }).toString()).toBe(
      'search=saree&size=M',
    );
    expect(withParam(params, 'sort', 'price-desc').get('page')).toBeNull();
    expect(withParam(params, 'limit', 48).get('page')).toBeNull();
    expect(withParam(params, 'search', 'kurta').toString()).toBe('search=kurta');
    expect(withParam(params, 'page', 5).get('page')).toBe('5');
  });

  it('clears search, category, page and the panel filters, keeping sort and size', () => {
    const params = new URLSearchParams(
      'search=x&category=men&page=2&brand=A&minPrice=1&sort=name-asc&limit=36',
    );
    expect(withoutFilters(params).toString()).toBe('sort=name-asc&limit=36');
  });

  it('counts options, the price range and the subcategory as active filters', () => {
    expect(countActiveFilters(NO_PANEL_FILTERS)).toBe(0);
    expect(countActiveFilters({ ...NO_PANEL_FILTERS, color: ['Red', 'Blue'], maxPrice: 900 })).toBe(
      3,
    );
  });

  it('asks the API with repeated option parameters and the sort split in two', () => {
    const request = toListRequest(read('size=M&size=L&brand=A,B+Co&sort=price-desc&page=2'));
    expect(listSearchParams(request).toString()).toBe(
      'brand=A%2CB+Co&size=M&size=L&page=2&limit=12&sortBy=price&sortOrder=desc',
    );
  });

  it('asks for the best matches when searching with no sort chosen', () => {
    const params = listSearchParams(toListRequest(read('search=kurta')));
    expect(params.get('sortBy')).toBe('relevance');
    expect(params.has('sortOrder')).toBe(false);
  });

  it('leaves the sort to the API (newest first) when nothing is searched or chosen', () => {
    const params = listSearchParams(toListRequest(read('category=men')));
    expect(params.has('sortBy')).toBe(false);
    expect(params.has('sortOrder')).toBe(false);
  });
});
