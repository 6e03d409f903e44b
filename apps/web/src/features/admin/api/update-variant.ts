import { useMutation } from '@tanstack/react-query';
import type { AdminVariant, AdminVariantUpdateBody } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { useVariantSaved } from './product-saved';

/** PUT /admin/variants/{id}: everything but stock, which only changes by adjustment. */
export function putVariant(variantId: string, body: AdminVariantUpdateBody) {
  return adminApi.put<AdminVariant>(`/admin/variants/${encodeURIComponent(variantId)}`, body);
}

export function useUpdateVariant(productId: string) {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminVariantUpdateBody }) =>
      putVariant(id, body),
    onSuccess: useVariantSaved(productId),
  });
}
