import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStockAdjustmentList } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { adminKeys } from '../admin-keys';

export const stockAdjustmentsPath = (variantId: string) =>
  `/admin/variants/${encodeURIComponent(variantId)}/stock-adjustments`;

/** GET /admin/variants/{id}/stock-adjustments: who changed the stock, when, by how much, why. */
export function getStockAdjustments(variantId: string, signal?: AbortSignal) {
  return adminApi.get<AdminStockAdjustmentList>(stockAdjustmentsPath(variantId), {
    query: { page: 1, limit: 10 },
    signal,
  });
}

export const getStockAdjustmentsQueryOptions = (variantId: string) =>
  queryOptions({
    queryKey: adminKeys.stockAdjustments(variantId),
    queryFn: ({ signal }) => getStockAdjustments(variantId, signal),
    placeholderData: keepPreviousData,
  });

export function useStockAdjustments(variantId: string) {
  return useQuery(getStockAdjustmentsQueryOptions(variantId));
}
