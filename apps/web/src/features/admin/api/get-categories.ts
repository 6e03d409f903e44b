import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCategoryList } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

/** GET /admin/categories: every category, inactive ones too, parents before their children. */
export function getCategories(signal?: AbortSignal): Promise<AdminCategoryList> {
  return adminApi.get<AdminCategoryList>('/admin/categories', { signal });
}

export const getCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
  });

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
