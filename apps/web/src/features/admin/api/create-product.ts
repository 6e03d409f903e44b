import { useMutation } from '@tanstack/react-query';
import type { AdminProduct, AdminProductCreateBody } from '@shop/contracts';
import { adminApi } from '../admin-client';
import { useProductSaved } from './product-saved';

/** POST /admin/products, variants included. */
export function postProduct(body: AdminProductCreateBody): Promise<AdminProduct> {
  return adminApi.post<AdminProduct>('/admin/products', body);
}

export function useCreateProduct() {
  return useMutation({ mutationFn: postProduct, onSuccess: useProductSaved() });
}
