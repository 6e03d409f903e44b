import { describe, expect, it } from 'vitest';
import {
  filtersFromSearchParams,
  myOrdersQuery,
  searchParamsFromFilters,
} from './orders-list-params';

describe('orders list filters in the address bar (spec §9)', () => {
  it('falls back to all, newest and page 1 for anything it does not know', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams('status=Shipped&sort=cheapest&page=-3&search=kurta'),
    );
    expect(filters).toEqual({ search: 'kurta', status: 'all', sort: 'newest', page: 1 });
  });

  it('keeps only what differs from the defaults', () => {
    expect(
      searchParamsFromFilters({
        search: ' saree ',
        status: 'all',
        sort: 'newest',
        page: 1,
      }).toString(),
    ).toBe('search=saree');
    expect(
      searchParamsFromFilters({
        search: '',
        status: 'cancelled',
        sort: 'amount-low',
        page: 3,
      }).toString(),
    ).toBe('status=cancelled&sort=amount-low&page=3');
  });

  it("sends no status for 'all' and a lowercase status otherwise", () => {
    const base = { search: '', sort: 'newest' as const, page: 1 };
    expect(myOrdersQuery({ ...base, status: 'all' }).status).toBeUndefined();
    expect(myOrdersQuery({ ...base, status: 'pending' }).status).toBe('pending');
  });
});
