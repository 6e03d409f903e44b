import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminStockAdjustmentBody, AdminStockAdjustmentResult } from '@shop/contracts';
import { productKeys } from '@/features/catalogue';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';
import { stockAdjustmentsPath } from './get-stock-adjustments';

/** POST /admin/variants/{id}/stock-adjustments {delta, reason}; 409 if stock would go below 0. */
export function postStockAdjustment(variantId: string, body: AdminStockAdjustmentBody) {
  return adminApi.post<AdminStockAdjustmentResult>(stockAdjustmentsPath(variantId), body);
}

export function useAdjustStock(productId: string, variantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminStockAdjustmentBody) => postStockAdjustment(variantId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.stockAdjustments(variantId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.product(productId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.products() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
