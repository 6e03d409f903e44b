import { useMutation } from '@tanstack/react-query';
import type { AdminProduct, AdminProductUpdateBody } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { useProductSaved } from './product-saved';

/** PUT /admin/products/{id}: the product's own fields (variants have their own calls). */
export function putProduct(id: string, body: AdminProductUpdateBody): Promise<AdminProduct> {
  return adminApi.put<AdminProduct>(`/admin/products/${encodeURIComponent(id)}`, body);
}

export function useUpdateProduct(id: string) {
  return useMutation({
    mutationFn: (body: AdminProductUpdateBody) => putProduct(id, body),
    onSuccess: useProductSaved(),
  });
}
