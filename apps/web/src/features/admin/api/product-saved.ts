import { useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@shop/contracts';
import { productKeys } from '@/features/catalogue';
import { adminKeys } from '../admin-keys';

/** The saved product replaces the cached one; lists, dashboard and the shop's catalogue reload. */
export function useProductSaved() {
  const queryClient = useQueryClient();
  return (product: AdminProduct) => {
    queryClient.setQueryData(adminKeys.product(product._id), product);
    void queryClient.invalidateQueries({ queryKey: adminKeys.products() });
    void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
    void queryClient.invalidateQueries({ queryKey: productKeys.all });
  };
}

/** After a variant change: the product's price range and total stock follow its variants. */
export function useVariantSaved(productId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.product(productId) });
    void queryClient.invalidateQueries({ queryKey: adminKeys.products() });
    void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
    void queryClient.invalidateQueries({ queryKey: productKeys.all });
  };
}
