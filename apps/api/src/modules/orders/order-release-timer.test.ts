import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { findOrder } from './order-repository';
import { setOrderStatus, shopperWithOrder, stockedProduct, stockOf } from '../../../test/orders';

describe('the app releases unpaid orders on a timer', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ env: { UNPAID_ORDER_SWEEP_SECONDS: '1' } });
  });
  afterAll(() => t.close());

  it('cancels an online order whose payment window has passed within a sweep', async () => {
    const item = await stockedProduct(t.app, { stock: 4 });
    const { order } = await shopperWithOrder(t.app, item, { paymentMethod: 'CARD' }, 3);
    expect(await stockOf(t.app, item.variant.id)).toBe(1);
    await setOrderStatus(t.app, order.orderId, { paymentDueAt: new Date(Date.now() - 1000) });

    const deadline = Date.now() + 10_000;
    let status = order.orderStatus;
    while (status !== 'cancelled' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await findOrder(t.app.db, order.orderId))!.orderStatus;
    }
    expect(status).toBe('cancelled');
    expect(await stockOf(t.app, item.variant.id)).toBe(4);
  });
});
