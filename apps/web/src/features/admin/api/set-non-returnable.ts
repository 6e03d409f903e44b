import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '@/components/ui/toast-store';
import { messageNow } from '@/lib/i18n';
import { adminApi } from '../admin-client';
import { adminMessages } from '../admin.messages';
import { adminKeys } from '../admin-keys';

/** PUT /admin/products/{id}/non-returnable (issue 15): whether shoppers may return it. */
export function useSetProductNonReturnable(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nonReturnable: boolean) =>
      adminApi.put<{ id: string; nonReturnable: boolean }>(
        `/admin/products/${encodeURIComponent(id)}/non-returnable`,
        { nonReturnable },
      ),
    onSuccess: ({ nonReturnable }) => {
      showToast(
        messageNow(adminMessages, nonReturnable ? 'markedNonReturnable' : 'returnsAllowedAgain'),
      );
      return queryClient.invalidateQueries({ queryKey: adminKeys.product(id) });
    },
    onError: (error) => showToast(error.message, 'error'),
  });
}

/** PUT /admin/categories/{id}/non-returnable (issue 15): nothing in it may be returned. */
export function useSetCategoryNonReturnable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, nonReturnable }: { id: string; nonReturnable: boolean }) =>
      adminApi.put<{ id: string; nonReturnable: boolean }>(
        `/admin/categories/${encodeURIComponent(id)}/non-returnable`,
        { nonReturnable },
      ),
    onSuccess: ({ nonReturnable }) => {
      showToast(
        messageNow(
          adminMessages,
          nonReturnable ? 'categoryMarkedNonReturnable' : 'returnsAllowedAgain',
        ),
      );
      return queryClient.invalidateQueries({ queryKey: adminKeys.categories() });
    },
    onError: (error) => showToast(error.message, 'error'),
  });
}
