import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReorderResult } from '@shop/contracts';
import { invalidateCart } from '@/features/shopping';
import { api } from '@/lib/api-client';

/** POST /orders/{id}/reorder: the order's still available items go back in the cart. */
export function reorder(id: string): Promise<ReorderResult> {
  return api.post<ReorderResult>(`/orders/${encodeURIComponent(id)}/reorder`);
}

export function useReorder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reorder(id),
    onSuccess: () => invalidateCart(queryClient),
  });
}
