import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { categoryKeys } from '../catalogue-keys';

/** Active level-1 categories with their active children (spec §2 header row, home grid). */
export async function getCategoryTree(signal?: AbortSignal): Promise<Category[]> {
  const data = await api.get<{ categories?: Category[] }>('/categories/tree', { signal });
  const categories = Array.isArray(data?.categories) ? data.categories : [];
  // The server already filters; the guard keeps a stray inactive row out of the menu.
  return categories
    .filter((category) => category.isActive !== false && category.level === 1)
    .map((category) => ({
      ...category,
      children: (category.children ?? []).filter((child) => child.isActive !== false),
    }));
}

export const categoryTreeQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.tree(),
    queryFn: ({ signal }) => getCategoryTree(signal),
    staleTime: 5 * 60_000,
  });

const NO_CATEGORIES: Category[] = [];

/** spec §8: a failed category fetch gives an empty list, never a broken page. */
export function useCategoryTree(): {
  categories: Category[];
  isLoading: boolean;
  /** Loaded: an absent category is really absent (not just unknown after a failed fetch). */
  isLoaded: boolean;
} {
  const query = useQuery(categoryTreeQueryOptions());
  return {
    categories: query.data ?? NO_CATEGORIES,
    isLoading: query.isPending,
    isLoaded: query.isSuccess,
  };
}
