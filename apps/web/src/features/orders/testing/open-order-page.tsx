import { vi } from 'vitest';
import { mockApi } from '@/features/auth/testing/mock-api';
import { storeSignedIn } from '@/features/auth/testing/user-factory';
import { renderRoutes } from '@/test/render';
import { OrderDetailPage } from '../pages/order-detail-page';
import { buildOrder, buildOrderItem } from './order-factory';

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
export function openOrderPage(routes: Parameters<typeof mockApi>[0], path = `/orders/${ORDER_ID}`) {
  storeSignedIn();
  const api = mockApi(routes);
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
  const view = renderRoutes([{ path: '/orders/:id', element: <OrderDetailPage /> }], { path });
  return { ...view, api, alert, confirm };
}
