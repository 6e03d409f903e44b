import { useMutation } from '@tanstack/react-query';
import type { AdminVariant, AdminVariantCreateBody } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { useVariantSaved } from './product-saved';

/** POST /admin/products/{id}/variants: opening stock above 0 is recorded as an adjustment. */
export function postVariant(productId: string, body: AdminVariantCreateBody) {
  return adminApi.post<AdminVariant>(
    `/admin/products/${encodeURIComponent(productId)}/variants`,
    body,
  );
}

export function useCreateVariant(productId: string) {
  return useMutation({
    mutationFn: (body: AdminVariantCreateBody) => postVariant(productId, body),
    onSuccess: useVariantSaved(productId),
  });
}
