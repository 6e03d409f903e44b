import { useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@shop/contracts';
import { adminKeys } from '../admin-keys';

/** After a status change: the order as the server now has it, and lists and counts reload. */
export function useOrderChanged() {
  const queryClient = useQueryClient();
  return (order: AdminOrderDetail) => {
    queryClient.setQueryData(adminKeys.order(order._id), order);
    void queryClient.invalidateQueries({ queryKey: adminKeys.orders() });
    void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
  };
}
