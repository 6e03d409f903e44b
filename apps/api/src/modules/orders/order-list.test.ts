import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shop/contracts';
import { orders, variants } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { signIn } from '../../../test/sign-in';
import {
  addToCart,
  call,
  createOrder,
  setOrderStatus,
  stockedProduct,
  type StockedProduct,
} from '../../../test/orders';

describe('reading orders: my-orders, one order, tracking, reorder', () => {
  let t: TestApp;
  let shopper: { token: string };
  let kurta: StockedProduct;
  let saree: StockedProduct;
  const placed: Order[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ env: { UNPAID_ORDER_SWEEP_SECONDS: '0' } });
    kurta = await stockedProduct(t.app, { price: 800, name: 'Cotton Kurta', stock: 50 });
    saree = await stockedProduct(t.app, { price: 2500, name: 'Silk Saree', stock: 50 });
    shopper = await signIn(t.app);
    // Three orders a minute apart: kurta x1 (802), saree x1 (2502), kurta x3 (2402).
    const plan: Array<[StockedProduct, number]> = [
      [kurta, 1],
      [saree, 1],
      [kurta, 3],
    ];
    for (const [index, [item, quantity]] of plan.entries()) {
      await addToCart(t.app, shopper.token, item, quantity);
      const order = (await createOrder(t.app, shopper.token)).json().data.order as Order;
      await setOrderStatus(t.app, order.orderId, {
        createdAt: new Date(Date.UTC(2026, 0, 1, 10, index)),
      });
      placed.push(order);
    }
    await setOrderStatus(t.app, placed[1]!.orderId, { orderStatus: 'shipped' });
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await call(t.app, shopper.token, 'GET', `/api/orders/my-orders${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { orders: Order[]; pagination: object };
  };
  const totals = (data: { orders: Order[] }) => data.orders.map((o) => o.totalAmount);

  it('lists newest first with the pagination the spec reads (total, page, pages)', async () => {
    const data = await list('');
    expect(totals(data)).toEqual([2402, 2502, 802]);
    expect(data.pagination).toEqual({ total: 3, page: 1, pages: 1, limit: 10 });
    const page2 = await list('?limit=2&page=2');
    expect(totals(page2)).toEqual([802]);
    expect(page2.pagination).toEqual({ total: 3, page: 2, pages: 2, limit: 2 });
  });

  it("sorts by the spec's keys and by sortBy/sortOrder", async () => {
    expect(totals(await list('?sort=oldest'))).toEqual([802, 2502, 2402]);
    expect(totals(await list('?sort=amount-high'))).toEqual([2502, 2402, 802]);
    expect(totals(await list('?sort=amount-low'))).toEqual([802, 2402, 2502]);
    expect(totals(await list('?sortBy=totalAmount&sortOrder=asc'))).toEqual([802, 2402, 2502]);
    expect(totals(await list('?sortBy=createdAt&sortOrder=asc'))).toEqual([802, 2502, 2402]);
    expect(totals(await list('?sortBy=amount-high'))).toEqual([2502, 2402, 802]);
  });

  it("filters by status ('all' or one) and skips empty values", async () => {
    expect(totals(await list('?status=shipped'))).toEqual([2502]);
    expect(totals(await list('?status=all'))).toHaveLength(3);
    expect(totals(await list('?status=&search=&sort='))).toHaveLength(3);
    expect(totals(await list('?status=delivered'))).toEqual([]);
  });

  it('searches the order number and the names of the items bought', async () => {
    expect(totals(await list(`?search=${placed[0]!.orderNumber}`))).toEqual([802]);
    expect(totals(await list(`?search=${placed[0]!.orderNumber.toLowerCase()}`))).toEqual([802]);
    expect(totals(await list('?search=silk'))).toEqual([2502]);
    expect(totals(await list('?search=KURTA'))).toEqual([2402, 802]);
    expect(totals(await list('?search=100%25'))).toEqual([]);
  });

  it('answers bad queries with 400 and the field message', async () => {
    for (const [query, message] of [
      ['?limit=51', 'Limit must be at most 50'],
      ['?page=0', 'Page must be 1 or more'],
      ['?status=lost', 'Unknown order status'],
      [
        '?sort=cheapest',
        'Invalid option: expected one of "newest"|"oldest"|"amount-high"|"amount-low"',
      ],
    ]) {
      const res = await call(t.app, shopper.token, 'GET', `/api/orders/my-orders${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('answers an over-long order id with 400 on the order routes', async () => {
    const id = 'x'.repeat(101);
    for (const url of [`/api/orders/${id}`, `/api/orders/${id}/track`]) {
      const res = await call(t.app, shopper.token, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0].path).toBe('params.id');
    }
  });

  it('reads one order, and tracks it with the events recorded', async () => {
    const shipped = placed[1]!;
    const one = await call(t.app, shopper.token, 'GET', `/api/orders/${shipped.orderId}`);
    expect(one.json().data.order).toMatchObject({
      orderId: shipped.orderId,
      orderStatus: 'shipped',
    });

    const track = await call(t.app, shopper.token, 'GET', `/api/orders/${shipped.orderId}/track`);
    expect(track.statusCode).toBe(200);
    expect(track.json().data).toMatchObject({
      orderId: shipped.orderId,
      orderNumber: shipped.orderNumber,
      orderStatus: 'shipped',
      estimatedDelivery: shipped.estimatedDelivery,
      shippingAddress: shipped.shippingAddress,
      events: [
        {
          status: 'pending',
          location: null,
          description: 'Order placed (Cash on Delivery)',
          timestamp: expect.any(String),
        },
      ],
    });
  });

  it('tells the history in Hindi to a Hindi page (issue 19)', async () => {
    const shipped = placed[1]!;
    const track = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${shipped.orderId}/track`,
      headers: { authorization: `Bearer ${shopper.token}`, 'accept-language': 'hi' },
    });
    expect(track.statusCode).toBe(200);
    expect(track.headers.vary).toContain('Accept-Language');
    expect(track.json().data.events[0].description).toBe('ऑर्डर दिया गया (कैश ऑन डिलीवरी)');
  });

  it("puts an order's items back in the cart and reports what cannot be", async () => {
    await t.app.db.update(variants).set({ stock: 0 }).where(eq(variants.id, saree.variant.id));
    const mixed = placed[1]!; // the saree order
    const res = await call(t.app, shopper.token, 'POST', `/api/orders/${mixed.orderId}/reorder`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      added: [],
      unavailable: [
        { name: 'Silk Saree', size: 'M', reason: 'Silk Saree (size M) is out of stock' },
      ],
    });

    const kurtas = await call(
      t.app,
      shopper.token,
      'POST',
      `/api/orders/${placed[2]!.orderId}/reorder`,
    );
    expect(kurtas.json().data).toMatchObject({
      added: [{ name: 'Cotton Kurta', size: 'M', quantity: 3 }],
      unavailable: [],
      summary: { subtotal: 2400, itemCount: 3 },
    });
  });

  it("answers 404 on every order route for another shopper's order", async () => {
    const stranger = await signIn(t.app);
    const id = placed[0]!.orderId;
    const routes: Array<['GET' | 'POST' | 'PATCH', string, object?]> = [
      ['GET', `/api/orders/${id}`],
      ['GET', `/api/orders/${id}/track`],
      ['POST', `/api/orders/${id}/reorder`],
      ['PATCH', `/api/orders/${id}/cancel`, { reason: 'Other' }],
      ['POST', `/api/orders/${id}/payment`, { method: 'UPI', upiId: 'success@upi' }],
      ['POST', `/api/orders/${id}/payment/checkout`],
    ];
    for (const [method, url, payload] of routes) {
      const res = await call(t.app, stranger.token, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('ORDER_NOT_FOUND');
    }
    const mine = await call(t.app, stranger.token, 'GET', '/api/orders/my-orders');
    expect(mine.json().data.orders).toEqual([]);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.orderStatus).toBe('pending');
  });

  it('needs a signed-in shopper on every order route (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/orders/my-orders'],
      ['GET', '/api/orders/x'],
      ['GET', '/api/orders/x/track'],
      ['POST', '/api/orders/x/reorder'],
      ['POST', '/api/orders/x/payment'],
    ] as const) {
      expect((await call(t.app, null, method, url)).statusCode, url).toBe(401);
    }
  });
});
