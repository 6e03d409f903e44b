import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDeleted } from '@shop/contracts';
import { categoryKeys } from '@/features/catalogue';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

/** DELETE /admin/categories/{id}: 409 while products or sub-categories use it. */
export function deleteCategory(id: string): Promise<AdminDeleted> {
  return adminApi.delete<AdminDeleted>(`/admin/categories/${encodeURIComponent(id)}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.categories() });
      void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    },
  });
}
