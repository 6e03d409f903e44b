import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCategory,
  AdminCategoryCreateBody,
  AdminCategoryUpdateBody,
} from '@shop/contracts';
import { categoryKeys } from '@/features/catalogue';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

/** POST /admin/categories (slug made from the name when left out; 409 when taken). */
export function postCategory(body: AdminCategoryCreateBody): Promise<AdminCategory> {
  return adminApi.post<AdminCategory>('/admin/categories', body);
}

/** PUT /admin/categories/{id}: also how a category is activated or deactivated. */
export function putCategory(id: string, body: AdminCategoryUpdateBody): Promise<AdminCategory> {
  return adminApi.put<AdminCategory>(`/admin/categories/${encodeURIComponent(id)}`, body);
}

/** Creates when there is no id, else updates; the shop's menus and cards reload too. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { id: string; body: AdminCategoryUpdateBody }
        | { id?: undefined; body: AdminCategoryCreateBody },
    ) => (input.id !== undefined ? putCategory(input.id, input.body) : postCategory(input.body)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.categories() });
      void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    },
  });
}
