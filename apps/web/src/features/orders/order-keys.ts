import type { MyOrdersRequest } from './orders-list-params';

/**
 * Query keys of the signed-in shopper's orders. The owner is part of every key, so after a
 * sign-out and another sign-in on the same browser nobody sees the previous shopper's orders.
 */
export const orderKeys = {
  all: ['orders'] as const,
  lists: (ownerId: string) => ['orders', ownerId, 'list'] as const,
  list: (ownerId: string, query: MyOrdersRequest) => ['orders', ownerId, 'list', query] as const,
  detail: (ownerId: string, id: string) => ['orders', ownerId, 'detail', id] as const,
  tracking: (ownerId: string, id: string) => ['orders', ownerId, 'tracking', id] as const,
  /** Issue 15: the order's return and exchange requests. */
  returns: (ownerId: string, id: string) => ['orders', ownerId, 'returns', id] as const,
  pickupAddresses: (ownerId: string) => ['orders', ownerId, 'pickup-addresses'] as const,
  /** The enabled methods are the shop's, the same for everybody. */
  paymentMethods: ['orders', 'payment-methods'] as const,
};
