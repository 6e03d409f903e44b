import { vi } from 'vitest';
import { loadOrderDetailPage } from '@/features/orders';
import { mockApi } from './mock-api';
import { buildOrder, buildOrderItem } from './order-factory';
import { renderRoutes } from './render';
import { storeSignedIn } from './user-factory';

export const ORDER_ID = '65f1c0ffee0000000abc12ef';

/** A confirmed, paid card order of ₹2,600 (2 × ₹1,299 + ₹2 platform fee). */
export const confirmedOrder = buildOrder({
  orderId: ORDER_ID,
  orderStatus: 'confirmed',
  paymentStatus: 'completed',
  paymentMethod: 'CARD',
  totalAmount: 2600,
  items: [
    buildOrderItem({
      quantity: 2,
      price: 1299,
      product: { _id: 'k', name: 'Cotton Kurta', images: [] },
    }),
  ],
});

/**
 * Opens /orders/{id} for a signed-in shopper over the mocked API; the browser's alert is
 * silenced and confirm answers OK (both spies are returned to assert on).
 */
export async function openOrderPage(
  routes: Parameters<typeof mockApi>[0],
  path = `/orders/${ORDER_ID}`,
) {
  const OrderDetailPage = await loadOrderDetailPage();
  storeSignedIn();
  const api = mockApi(routes);
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
  const view = renderRoutes([{ path: '/orders/:id', element: <OrderDetailPage /> }], { path });
  return { ...view, api, alert, confirm };
}
