import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, notifications, products, stockAdjustments } from '../../db/schema';
import { buildAdminTestApp, multipartFile, tinyPng, type AdminTestApp } from '../../../test/admin';
import { createCategory, createProduct } from '../../../test/factories';
import { testDbKind } from '../../../test/helper';
import {
  addCoupon,
  ADDRESS,
  call,
  createOrder,
  dayInIndia,
  quickShopper,
  setOrderStatus,
  stockOf,
  SUCCESS_CARD,
} from '../../../test/orders';
import { bearer } from '../../../test/sign-in';

const DAY = 86_400_000;

/** On PostgreSQL the requests really run at once; PGlite has one connection (one at a time). */
async function race<T>(tasks: Array<() => Promise<T>>): Promise<T[]> {
  if (testDbKind === 'postgres') return Promise.all(tasks.map((task) => task()));
  const results: T[] = [];
  for (const task of tasks) results.push(await task());
  return results;
}

describe('returns and size exchanges (issue 15)', () => {
  let t: AdminTestApp;

  beforeAll(async () => {
    t = await buildAdminTestApp({ UNPAID_ORDER_SWEEP_SECONDS: '0' });
  });
  afterAll(() => t.close());

  /** A kurta in M and L (navy) and L (red), and jeans in M. */
  async function catalogue(options: { nonReturnableCategory?: boolean } = {}) {
    const category = await createCategory(t.app.db);
    const kurta = await createProduct(t.app.db, {
      categoryId: category.id,
      name: 'Cotton Kurta',
      variants: [
        { size: 'M', price: 600, stock: 10, color: 'Navy' },
        { size: 'L', price: 600, stock: 1, color: 'Navy' },
        { size: 'L', price: 600, stock: 5, color: 'Red' },
      ],
    });
    const jeans = await createProduct(t.app.db, {
      categoryId: category.id,
      name: 'Slim Jeans',
      variants: [{ size: 'M', price: 400, stock: 10, color: 'Blue' }],
    });
    if (options.nonReturnableCategory) {
      const res = await t.call({
        method: 'PUT',
        url: `/api/admin/categories/${category.id}/non-returnable`,
        payload: { nonReturnable: true },
      });
      expect(res.statusCode).toBe(200);
    }
    return {
      category,
      kurta: kurta.product,
      navyM: kurta.variants[0]!,
      navyL: kurta.variants[1]!,
      redL: kurta.variants[2]!,
      jeans: jeans.product,
      jeansM: jeans.variants[0]!,
    };
  }
  type Catalogue = Awaited<ReturnType<typeof catalogue>>;

  /** 2 navy kurtas in M and 1 pair of jeans, delivered `daysAgo` days ago. */
  async function deliveredOrder(
    c: Catalogue,
    options: { daysAgo?: number; body?: object; coupon?: string } = {},
  ) {
    const shopper = await quickShopper(t.app);
    for (const [product, variant, quantity] of [
      [c.kurta, c.navyM, 2],
      [c.jeans, c.jeansM, 1],
    ] as const) {
      const res = await call(t.app, shopper.token, 'POST', '/api/cart/add', {
        product: product.id,
        variantId: variant.id,
        size: 'M',
        quantity,
      });
      expect(res.statusCode).toBe(200);
    }
    if (options.coupon) {
      const res = await call(t.app, shopper.token, 'POST', '/api/cart/coupon/apply', {
        couponCode: options.coupon,
      });
      expect(res.statusCode).toBe(200);
    }
    const placed = await createOrder(t.app, shopper.token, options.body ?? {});
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data.order;
    await setOrderStatus(t.app, order.orderId, {
      orderStatus: 'delivered',
      paymentStatus: 'completed',
      deliveredAt: new Date(Date.now() - (options.daysAgo ?? 2) * DAY),
    });
    const items = order.items as { _id: string; size: string; product: { name: string } }[];
    const kurtaItem = items.find((item) => item.product.name === 'Cotton Kurta')!;
    const jeansItem = items.find((item) => item.product.name === 'Slim Jeans')!;
    return { ...shopper, order, kurtaItem, jeansItem };
  }

  const UPI = { method: 'UPI', upiId: 'asha.rao@okaxis' } as const;
  const ask = (token: string, orderId: string, body: object) =>
    call(t.app, token, 'POST', `/api/orders/${orderId}/returns`, body);
  const step = (id: string, action: string, payload: object = {}) =>
    t.call({
      method: 'POST',
      url: `/api/admin/returns/${id}/steps`,
      payload: { action, ...payload },
    });
  /** A return's every step from requested to refunded, each answered 200. */
  async function stepToRefund(id: string) {
    for (const [action, payload] of [
      ['approve', {}],
      ['schedule_pickup', { pickupDate: dayInIndia(2) }],
      ['picked_up', {}],
      ['received', {}],
      ['qc_passed', {}],
      ['refund', {}],
    ] as const) {
      expect((await step(id, action, payload)).statusCode).toBe(200);
    }
  }

  it('opens on delivery and keeps the window: day 30 allowed, day 31 refused', async () => {
    const c = await catalogue();
    const day30 = await deliveredOrder(c, { daysAgo: 30 });
    const ok = await ask(day30.token, day30.order.orderId, {
      lines: [{ orderItemId: day30.jeansItem._id, quantity: 1, kind: 'return' }],
      reason: 'changed_my_mind',
      refundDestination: UPI,
    });
    expect(ok.statusCode).toBe(201);
    const list = await call(
      t.app,
      day30.token,
      'GET',
      `/api/orders/${day30.order.orderId}/returns`,
    );
    expect(list.json().data).toMatchObject({ daysLeft: 0, returns: [{ status: 'requested' }] });
    // What is left to ask for, and the other sizes of the same colour in stock.
    expect(list.json().data.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Slim Jeans', unitsLeft: 0, exchangeSizes: [] }),
        expect.objectContaining({
          name: 'Cotton Kurta',
          returnable: true,
          unitsLeft: 2,
          exchangeSizes: [{ variantId: c.navyL.id, size: 'L', stock: 1 }],
        }),
      ]),
    );

    const day31 = await deliveredOrder(c, { daysAgo: 31 });
    const late = await ask(day31.token, day31.order.orderId, {
      lines: [{ orderItemId: day31.jeansItem._id, quantity: 1, kind: 'return' }],
      reason: 'changed_my_mind',
      refundDestination: UPI,
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe('RETURN_WINDOW_OVER');
    expect(late.json().message).toMatch(/30-day return window of this order ended on/);

    const shopper = await quickShopper(t.app);
    await call(t.app, shopper.token, 'POST', '/api/cart/add', {
      product: c.jeans.id,
      variantId: c.jeansM.id,
      size: 'M',
      quantity: 1,
    });
    const pending = (await createOrder(t.app, shopper.token)).json().data.order;
    const early = await ask(shopper.token, pending.orderId, {
      lines: [{ orderItemId: pending.items[0]._id, quantity: 1, kind: 'return' }],
      reason: 'other',
      refundDestination: UPI,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().code).toBe('RETURN_NOT_DELIVERED');
  });

  it("answers 404 for another shopper's order and request", async () => {
    const c = await catalogue();
    const mine = await deliveredOrder(c);
    const other = await quickShopper(t.app);
    const body = {
      lines: [{ orderItemId: mine.jeansItem._id, quantity: 1, kind: 'return' }],
      reason: 'other',
      refundDestination: UPI,
    };
    expect((await ask(other.token, mine.order.orderId, body)).statusCode).toBe(404);
    const created = (await ask(mine.token, mine.order.orderId, body)).json().data;
    const url = `/api/orders/${mine.order.orderId}/returns`;
    expect((await call(t.app, other.token, 'GET', url)).statusCode).toBe(404);
    const cancel = await call(t.app, other.token, 'PATCH', `${url}/${created._id}/cancel`);
    expect(cancel.statusCode).toBe(404);
    expect((await call(t.app, null, 'GET', url)).statusCode).toBe(401);
  });

  it('refuses non-returnable items, by product and by category, and says so on the product', async () => {
    const c = await catalogue();
    const flag = await t.call({
      method: 'PUT',
      url: `/api/admin/products/${c.jeans.id}/non-returnable`,
      payload: { nonReturnable: true },
    });
    expect(flag.json().data).toEqual({ id: c.jeans.id, nonReturnable: true });
    const product = await t.app.inject({ url: `/api/products/${c.jeans.id}` });
    expect(product.json().data.product.nonReturnable).toBe(true);
    const kurta = await t.app.inject({ url: `/api/products/${c.kurta.id}` });
    expect(kurta.json().data.product.nonReturnable).toBe(false);

    const o = await deliveredOrder(c);
    const refused = await ask(o.token, o.order.orderId, {
      lines: [{ orderItemId: o.jeansItem._id, quantity: 1, kind: 'return' }],
      reason: 'changed_my_mind',
      refundDestination: UPI,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'RETURN_NOT_ALLOWED',
      message: 'Slim Jeans cannot be returned or exchanged',
    });

    const beauty = await catalogue({ nonReturnableCategory: true });
    const b = await deliveredOrder(beauty);
    const byCategory = await ask(b.token, b.order.orderId, {
      lines: [{ orderItemId: b.kurtaItem._id, quantity: 1, kind: 'return' }],
      reason: 'changed_my_mind',
      refundDestination: UPI,
    });
    expect(byCategory.json().code).toBe('RETURN_NOT_ALLOWED');
    const unknown = await t.call({
      method: 'PUT',
      url: `/api/admin/products/${'f'.repeat(24)}/non-returnable`,
      payload: { nonReturnable: true },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.call({
      method: 'PUT',
      url: `/api/admin/products/${c.jeans.id}/non-returnable`,
      payload: { nonReturnable: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('never takes back more units than were delivered, even 10 requests at once', async () => {
    const c = await catalogue();
    const o = await deliveredOrder(c);
    const one = {
      lines: [{ orderItemId: o.kurtaItem._id, quantity: 1, kind: 'return' }],
      reason: 'size_too_small',
      refundDestination: UPI,
    };
    const three = await ask(o.token, o.order.orderId, {
      ...one,
      lines: [{ orderItemId: o.kurtaItem._id, quantity: 3, kind: 'return' }],
    });
    expect(three.statusCode).toBe(422);
    expect(three.json()).toMatchObject({
      code: 'RETURN_QUANTITY_EXCEEDED',
      message: 'Only 2 of Cotton Kurta (size M) can still be returned or exchanged',
    });

    const responses = await race(
      Array.from({ length: 10 }, () => () => ask(o.token, o.order.orderId, one)),
    );
    const codes = responses.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 201, 422, 422, 422, 422, 422, 422, 422, 422]);
    const list = await call(t.app, o.token, 'GET', `/api/orders/${o.order.orderId}/returns`);
    expect(list.json().data.returns).toHaveLength(2);

    // A cancelled request gives its unit back to ask for again.
    const first = list.json().data.returns[0];
    const url = `/api/orders/${o.order.orderId}/returns/${first._id}/cancel`;
    expect((await call(t.app, o.token, 'PATCH', url)).statusCode).toBe(200);
    expect((await call(t.app, o.token, 'PATCH', url)).json().code).toBe(
      'RETURN_INVALID_TRANSITION',
    );
    expect((await ask(o.token, o.order.orderId, one)).statusCode).toBe(201);
  });

  it('takes several items in one request: all returns or all exchanges, never past what is left', async () => {
    const c = await catalogue();
    const o = await deliveredOrder(c);
    const kurta = { orderItemId: o.kurtaItem._id, kind: 'return' };
    const jeans = { orderItemId: o.jeansItem._id, quantity: 1, kind: 'return' };
    // One request ends in one refund or one shipment: a mix is refused, nothing held.
    const mixed = await ask(o.token, o.order.orderId, {
      lines: [{ ...kurta, quantity: 1, kind: 'exchange', exchangeVariantId: c.navyL.id }, jeans],
      reason: 'size_too_small',
      refundDestination: UPI,
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe('Ask for returns and exchanges in separate requests');
    expect(await stockOf(t.app, c.navyL.id)).toBe(1);

    // Two lines of one item count together against its units.
    const twice = await ask(o.token, o.order.orderId, {
      lines: [
        { ...kurta, quantity: 1 },
        { ...kurta, quantity: 2 },
      ],
      reason: 'size_too_small',
      refundDestination: UPI,
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({
      code: 'RETURN_QUANTITY_EXCEEDED',
      message: 'Only 2 of Cotton Kurta (size M) can still be returned or exchanged',
    });

    const both = await ask(o.token, o.order.orderId, {
      lines: [{ ...kurta, quantity: 2 }, jeans],
      reason: 'size_too_small',
      refundDestination: UPI,
    });
    expect(both.statusCode).toBe(201);
    const made = both.json().data;
    expect(made.lines).toHaveLength(2);
    expect(made.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Cotton Kurta', quantity: 2, refundPaise: 120_000 }),
        expect.objectContaining({ name: 'Slim Jeans', quantity: 1, refundPaise: 40_000 }),
      ]),
    );
    // Nothing of the order is kept: the fees go back with the goods, in the one request.
    expect(made.refundPaise).toBe(160_000 + made.feesRefundPaise);
    expect(made.feesRefundPaise).toBe((o.order.platformFee + o.order.deliveryFee) * 100);
    const list = await call(t.app, o.token, 'GET', `/api/orders/${o.order.orderId}/returns`);
    expect(list.json().data.items.map((item: { unitsLeft: number }) => item.unitsLeft)).toEqual([
      0, 0,
    ]);
  });

  it('reserves the new size for an exchange and releases it on cancel and reject', async () => {
    const c = await catalogue();
    const o = await deliveredOrder(c);
    const exchange = (variantId: string) =>
      ask(o.token, o.order.orderId, {
        lines: [
          {
            orderItemId: o.kurtaItem._id,
            quantity: 1,
            kind: 'exchange',
            exchangeVariantId: variantId,
          },
        ],
        reason: 'size_too_small',
      });
    const wrongColour = await exchange(c.redL.id);
    expect(wrongColour.statusCode).toBe(400);
    expect(wrongColour.json().message).toBe(
      'Choose another size of Cotton Kurta in the same colour',
    );
    expect((await exchange(c.navyM.id)).statusCode).toBe(400);

    const made = await exchange(c.navyL.id);
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({
      refundPaise: 0,
      lines: [{ kind: 'exchange', size: 'M', exchangeSize: 'L' }],
    });
    expect(await stockOf(t.app, c.navyL.id)).toBe(0);
    // The last L is held: a second exchange finds none.
    const none = await exchange(c.navyL.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('EXCHANGE_OUT_OF_STOCK');

    const cancel = await call(
      t.app,
      o.token,
      'PATCH',
      `/api/orders/${o.order.orderId}/returns/${made.json().data._id}/cancel`,
    );
    expect(cancel.json().data.status).toBe('cancelled');
    expect(await stockOf(t.app, c.navyL.id)).toBe(1);

    const again = (await exchange(c.navyL.id)).json().data;
    expect(await stockOf(t.app, c.navyL.id)).toBe(0);
    expect((await step(again._id, 'reject', {})).statusCode).toBe(400);
    const rejected = await step(again._id, 'reject', { reason: 'Worn and washed' });
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      decisionReason: 'Worn and washed',
    });
    expect(await stockOf(t.app, c.navyL.id)).toBe(1);
    expect((await step(again._id, 'reject', { reason: 'again' })).statusCode).toBe(422);
    expect(await stockOf(t.app, c.navyL.id)).toBe(1);
  });

  it('exchanges only for a size at the price of the size bought', async () => {
    const c = await catalogue();
    // A dearer and a cheaper navy size: an exchange would hand over or swallow the difference.
    for (const [size, price] of [
      ['XL', 750],
      ['S', 500],
    ] as const) {
      const added = await t.call({
        method: 'POST',
        url: `/api/admin/products/${c.kurta.id}/variants`,
        payload: { color: 'Navy', colorCode: '#1f2a44', size, price, stock: 5 },
      });
      expect(added.statusCode).toBe(201);
    }
    const o = await deliveredOrder(c);
    const list = await call(t.app, o.token, 'GET', `/api/orders/${o.order.orderId}/returns`);
    const kurta = list
      .json()
      .data.items.find((item: { name: string }) => item.name === 'Cotton Kurta');
    expect(kurta.exchangeSizes.map((size: { size: string }) => size.size)).toEqual(['L']);
    const variants = (
      await t.call({ method: 'GET', url: `/api/admin/products/${c.kurta.id}` })
    ).json().data.variants as { id: string; size: string }[];
    const xl = variants.find((variant) => variant.size === 'XL')!;
    const dearer = await ask(o.token, o.order.orderId, {
      lines: [
        { orderItemId: o.kurtaItem._id, quantity: 1, kind: 'exchange', exchangeVariantId: xl.id },
      ],
      reason: 'size_too_small',
    });
    expect(dearer.statusCode).toBe(400);
    expect(dearer.json().errors).toEqual([
      {
        path: 'body.lines.0.exchangeVariantId',
        message:
          'Size XL of Cotton Kurta sells at another price: exchange for a size at the same price, or return it',
      },
    ]);
    expect(await stockOf(t.app, xl.id)).toBe(5);
  });

  it('refunds the paid price less the coupon share, in paise; fees only when decision 020 says', async () => {
    const c = await catalogue();
    const coupon = await addCoupon(t.app, { type: 'flat', value: 100, minOrderValue: 0 });
    const o = await deliveredOrder(c, { coupon: coupon.code });
    expect(o.order.couponDiscount).toBe(100);
    // Goods 1,600: the kurta line (1,200) carries 75.00 of the coupon, the jeans (400) 25.00.
    const kurta = await ask(o.token, o.order.orderId, {
      lines: [{ orderItemId: o.kurtaItem._id, quantity: 1, kind: 'return' }],
      reason: 'changed_my_mind',
      refundDestination: UPI,
    });
    expect(kurta.json().data).toMatchObject({ refundPaise: 60_000 - 3_750, feesRefundPaise: 0 });
    const jeans = await ask(o.token, o.order.orderId, {
      lines: [{ orderItemId: o.jeansItem._id, quantity: 1, kind: 'return' }],
      reason: 'damaged',
      refundDestination: UPI,
    });
    const fees = (o.order.platformFee + o.order.deliveryFee) * 100;
    expect(fees).toBeGreaterThan(0);
    expect(jeans.json().data).toMatchObject({
      refundPaise: 40_000 - 2_500 + fees,
      feesRefundPaise: fees,
    });
    // The last kurta: the whole order is back, but the fees went back once already.
    const last = await ask(o.token, o.order.orderId, {
      lines: [{ orderItemId: o.kurtaItem._id, quantity: 1, kind: 'return' }],
      reason: 'changed_my_mind',
      refundDestination: UPI,
    });
    expect(last.json().data).toMatchObject({ refundPaise: 60_000 - 3_750, feesRefundPaise: 0 });
    const total = [kurta, jeans, last].reduce((sum, res) => sum + res.json().data.refundPaise, 0);
    expect(total).toBe(o.order.totalAmount * 100);
  });

  it('checks where a cash-on-delivery refund goes and shows it only masked', async () => {
    const c = await catalogue();
    const o = await deliveredOrder(c);
    const body = (refundDestination?: object) => ({
      lines: [{ orderItemId: o.jeansItem._id, quantity: 1, kind: 'return' }],
      reason: 'quality_not_as_expected',
      ...(refundDestination ? { refundDestination } : {}),
    });
    const none = await ask(o.token, o.order.orderId, body());
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/paid in cash: tell us a UPI id or a bank account/);
    const bank = {
      method: 'BANK',
      holderName: 'Asha Rao',
      accountNumber: '001234567890',
      confirmAccountNumber: '001234567890',
      ifsc: 'HDFC0001234',
    };
    const mismatch = await ask(
      o.token,
      o.order.orderId,
      body({ ...bank, confirmAccountNumber: '1' }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors[0].message).toBe('The account numbers do not match');
    const badIfsc = await ask(o.token, o.order.orderId, body({ ...bank, ifsc: 'HDFC1234' }));
    expect(badIfsc.json().errors[0].message).toBe('Enter a valid IFSC, like SBIN0001234');
    const badUpi = await ask(o.token, o.order.orderId, body({ method: 'UPI', upiId: 'nope' }));
    expect(badUpi.statusCode).toBe(400);

    const made = await ask(o.token, o.order.orderId, body(bank));
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({
      refundMethod: 'BANK',
      refundTo: 'XXXXXXXX7890, HDFC0001234',
    });
    expect(made.body).not.toContain('001234567890');
  });

  it('walks a card order through every step: stock back once, one gateway refund, credit note', async () => {
    const c = await catalogue();
    const o = await deliveredOrder(c, { body: { paymentMethod: 'CARD', payment: SUCCESS_CARD } });
    // The order was invoiced (it shipped): the refund issues a credit note.
    await t.app.db.insert(invoices).values({
      id: 'f'.repeat(8) + o.order.orderId.slice(-16),
      orderId: o.order.orderId,
      kind: 'invoice',
      number: `BB/TEST/${o.order.orderId.slice(-6)}`,
      financialYear: '2026-27',
      serial: 999_000 + Math.floor(Math.random() * 999),
      issuedAt: new Date(),
    });
    const withDetails = await ask(o.token, o.order.orderId, {
      lines: [{ orderItemId: o.kurtaItem._id, quantity: 2, kind: 'return' }],
      reason: 'size_too_large',
      refundDestination: UPI,
    });
    expect(withDetails.statusCode).toBe(400);
    const made = await ask(o.token, o.order.orderId, {
      lines: [{ orderItemId: o.kurtaItem._id, quantity: 2, kind: 'return' }],
      reason: 'size_too_large',
      comments: 'Too loose at the shoulders',
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().data._id;
    expect(made.json().data).toMatchObject({ refundMethod: 'original', refundPaise: 120_000 });

    // Steps that do not follow are refused.
    expect((await step(id, 'refund')).json().code).toBe('RETURN_INVALID_TRANSITION');
    expect((await step(id, 'received')).statusCode).toBe(422);
    expect((await step(id, 'approve')).json().data.status).toBe('approved');
    expect((await step(id, 'approve')).statusCode).toBe(422);
    expect((await step(id, 'schedule_pickup')).statusCode).toBe(400);
    // A pickup is booked from today in India, at most 30 days ahead.
    for (const [pickupDate, message] of [
      [dayInIndia(-1), 'The pickup date cannot be in the past'],
      ['2020-01-01', 'The pickup date cannot be in the past'],
      [dayInIndia(31), 'Choose a pickup date within 30 days'],
    ]) {
      const refused = await step(id, 'schedule_pickup', { pickupDate });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message,
        errors: [{ path: 'body.pickupDate', message }],
      });
    }
    expect((await step(id, 'schedule_pickup', { pickupDate: dayInIndia(3) })).statusCode).toBe(200);
    expect((await step(id, 'picked_up')).statusCode).toBe(200);
    const lateCancel = await call(
      t.app,
      o.token,
      'PATCH',
      `/api/orders/${o.order.orderId}/returns/${id}/cancel`,
    );
    expect(lateCancel.statusCode).toBe(422);
    expect((await step(id, 'received')).statusCode).toBe(200);
    expect((await step(id, 'ship_exchange')).statusCode).toBe(422);

    const before = await stockOf(t.app, c.navyM.id);
    expect((await step(id, 'qc_passed')).statusCode).toBe(200);
    expect((await step(id, 'qc_passed')).statusCode).toBe(422);
    expect((await step(id, 'qc_failed', { reason: 'x' })).statusCode).toBe(422);
    expect(await stockOf(t.app, c.navyM.id)).toBe(before + 2);
    const adjustments = await t.app.db
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.variantId, c.navyM.id));
    expect(adjustments.map((a) => [a.delta, a.reason])).toEqual([
      [2, expect.stringMatching(/^Return R-[0-9A-F]{8} received in good condition$/)],
    ]);

    const refunded = await step(id, 'refund');
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data).toMatchObject({
      status: 'refunded',
      refundReference: expect.stringMatching(/^sim_rfnd_/),
    });
    expect((await step(id, 'refund')).statusCode).toBe(422);
    const notes = await t.app.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, o.order.orderId));
    expect(notes.map((n) => [n.kind, n.returnId]).sort()).toEqual([
      ['credit_note', id],
      ['invoice', null],
    ]);
    expect(refunded.json().data.creditNote).toBe(
      notes.find((n) => n.kind === 'credit_note')!.number,
    );
    const notePath = `/api/orders/${o.order.orderId}/returns/${id}/credit-note`;
    const pdf = await call(t.app, o.token, 'GET', notePath);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await quickShopper(t.app);
    expect((await call(t.app, stranger.token, 'GET', notePath)).statusCode).toBe(404);

    // The shopper sees every step on the request and on the order's tracking.
    const list = await call(t.app, o.token, 'GET', `/api/orders/${o.order.orderId}/returns`);
    expect(list.json().data.returns[0].events.map((e: { status: string }) => e.status)).toEqual([
      'requested',
      'approved',
      'pickup_scheduled',
      'picked_up',
      'received',
      'qc_passed',
      'refunded',
    ]);
    const track = await call(t.app, o.token, 'GET', `/api/orders/${o.order.orderId}/track`);
    expect(JSON.stringify(track.json().data)).toContain('Refund of ₹1,200.00 issued');
    // Issue 19: a Hindi page reads every step in Hindi, the amounts as they were.
    const inHindi = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${o.order.orderId}/returns`,
      headers: { authorization: `Bearer ${o.token}`, 'accept-language': 'hi' },
    });
    const hindiSteps = inHindi
      .json()
      .data.returns[0].events.map((e: { description: string }) => e.description);
    expect(hindiSteps[0]).toMatch(/^रिटर्न का अनुरोध: सामान मिलने पर ₹[\d,.]+ का रिफ़ंड$/);
    expect(hindiSteps).toContain('मंज़ूर: हम पिकअप का इंतज़ाम करेंगे');
    expect(hindiSteps.at(-1)).toBe(
      '₹1,200.00 का रिफ़ंड आपके पेमेंट के तरीके पर भेज दिया गया; यह 5-7 कामकाजी दिन में पहुँचेगा',
    );
    const messages = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.orderId, o.order.orderId));
    expect(messages.filter((m) => m.event === 'order.return_update').length).toBeGreaterThanOrEqual(
      7,
    );
  });

  it("promises a UPI order's refund in the UPI timeline, as its cancellation would (spec §9)", async () => {
    const c = await catalogue();
    const o = await deliveredOrder(c, {
      body: { paymentMethod: 'UPI', payment: { method: 'UPI', upiId: 'asha@okaxis' } },
    });
    const made = await ask(o.token, o.order.orderId, {
      lines: [{ orderItemId: o.jeansItem._id, quantity: 1, kind: 'return' }],
      reason: 'changed_my_mind',
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().data._id;
    await stepToRefund(id);
    const read = async (language: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${o.order.orderId}/returns`,
        headers: { authorization: `Bearer ${o.token}`, 'accept-language': language },
      });
      return res.json().data.returns[0].events.at(-1).description as string;
    };
    expect(await read('en')).toMatch(/; it reaches you in 3-5 business days$/);
    expect(await read('hi')).toMatch(/; यह 3-5 कामकाजी दिन में पहुँचेगा$/);
    // The kurtas are kept: the order's payment is still completed.
    const order = await call(t.app, o.token, 'GET', `/api/orders/${o.order.orderId}`);
    expect(order.json().data.order.paymentStatus).toBe('completed');
  });

  it("reads an order's payment as refunded once every unit came back refunded", async () => {
    const c = await catalogue();
    const o = await deliveredOrder(c, { body: { paymentMethod: 'CARD', payment: SUCCESS_CARD } });
    const paymentOf = async () =>
      (await call(t.app, o.token, 'GET', `/api/orders/${o.order.orderId}`)).json().data.order
        .paymentStatus;
    const walk = async (lines: object[]) => {
      const made = await ask(o.token, o.order.orderId, { lines, reason: 'changed_my_mind' });
      expect(made.statusCode).toBe(201);
      await stepToRefund(made.json().data._id);
    };
    // One kurta of two, then the jeans: something is still kept.
    await walk([{ orderItemId: o.kurtaItem._id, quantity: 1, kind: 'return' }]);
    await walk([{ orderItemId: o.jeansItem._id, quantity: 1, kind: 'return' }]);
    expect(await paymentOf()).toBe('completed');
    // The last kurta: nothing is kept, and all of it was refunded.
    await walk([{ orderItemId: o.kurtaItem._id, quantity: 1, kind: 'return' }]);
    expect(await paymentOf()).toBe('refunded');
    const filtered = await t.call({
      method: 'GET',
      url: '/api/admin/orders?paymentStatus=refunded&limit=100',
    });
    expect(filtered.json().data.orders.map((order: { _id: string }) => order._id)).toContain(
      o.order.orderId,
    );
  });

  it('names the returned products by their Hindi names to a Hindi reader (issue 19)', async () => {
    const c = await catalogue();
    await t.app.db
      .update(products)
      .set({ translations: { hi: { name: 'सूती कुर्ता' } } })
      .where(eq(products.id, c.kurta.id));
    const o = await deliveredOrder(c);
    const made = await ask(o.token, o.order.orderId, {
      lines: [{ orderItemId: o.kurtaItem._id, quantity: 1, kind: 'return' }],
      reason: 'size_too_small',
      refundDestination: UPI,
    });
    expect(made.statusCode, made.body).toBe(201);
    const read = (language: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/orders/${o.order.orderId}/returns`,
        headers: { authorization: `Bearer ${o.token}`, 'accept-language': language },
      });
    const hindi = (await read('hi')).json().data;
    expect(hindi.returns[0].lines[0].name).toBe('सूती कुर्ता');
    expect(hindi.items.map((item: { name: string }) => item.name).sort()).toEqual([
      'Slim Jeans',
      'सूती कुर्ता',
    ]);
    const english = (await read('en')).json().data;
    expect(english.returns[0].lines[0].name).toBe('Cotton Kurta');
  });

  it("records a cash-on-delivery payout only with the owner's transfer reference (UTR)", async () => {
    const c = await catalogue();
    const o = await deliveredOrder(c);
    const made = await ask(o.token, o.order.orderId, {
      lines: [{ orderItemId: o.jeansItem._id, quantity: 1, kind: 'return' }],
      reason: 'damaged',
      refundDestination: UPI,
    });
    expect(made.json().data.refundMethod).toBe('UPI');
    const id = made.json().data._id;
    for (const [action, body] of [
      ['approve', {}],
      ['schedule_pickup', { pickupDate: dayInIndia(0) }],
      ['picked_up', {}],
      ['received', {}],
      ['qc_passed', {}],
    ] as const) {
      expect((await step(id, action, body)).statusCode).toBe(200);
    }
    // No reference made up for the shopper: the owner's is asked for, by its field.
    const missing = await step(id, 'refund');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Enter the transfer reference (UTR) of the payout',
      errors: [
        { path: 'body.reference', message: 'Enter the transfer reference (UTR) of the payout' },
      ],
    });
    const short = await step(id, 'refund', { reference: ' U1 ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toMatchObject({
      path: 'body.reference',
      message: 'The transfer reference (UTR) must be at least 4 characters',
    });

    const paid = await step(id, 'refund', { reference: 'UTR412345678' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'refunded', refundReference: 'UTR412345678' });
    const list = await call(t.app, o.token, 'GET', `/api/orders/${o.order.orderId}/returns`);
    expect(list.json().data.returns[0].events.at(-1).description).toMatch(
      /paid to .+ \(reference UTR412345678\)$/,
    );
  });

  it('says which field an exchange shipment lacks, in words', async () => {
    const c = await catalogue();
    const o = await deliveredOrder(c);
    const made = await ask(o.token, o.order.orderId, {
      lines: [
        {
          orderItemId: o.kurtaItem._id,
          quantity: 1,
          kind: 'exchange',
          exchangeVariantId: c.navyL.id,
        },
      ],
      reason: 'size_too_small',
    });
    const id = made.json().data._id;
    const empty = await step(id, 'ship_exchange', { carrier: '', trackingNumber: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.carrier', message: "Enter the courier's name" },
        {
          path: 'body.trackingNumber',
          message: 'Enter the tracking number (at least 4 characters)',
        },
      ]),
    );
  });

  it('ships an exchange with its own tracking after the quality check', async () => {
    const c = await catalogue();
    const o = await deliveredOrder(c);
    const made = await ask(o.token, o.order.orderId, {
      lines: [
        {
          orderItemId: o.kurtaItem._id,
          quantity: 1,
          kind: 'exchange',
          exchangeVariantId: c.navyL.id,
        },
      ],
      reason: 'size_too_small',
    });
    const id = made.json().data._id;
    for (const [action, body] of [
      ['approve', {}],
      ['schedule_pickup', { pickupDate: dayInIndia(0) }],
      ['picked_up', {}],
      ['received', {}],
      ['qc_passed', {}],
    ] as const) {
      expect((await step(id, action, body)).statusCode).toBe(200);
    }
    expect((await step(id, 'refund')).statusCode).toBe(422);
    expect((await step(id, 'ship_exchange', { carrier: 'Delhivery' })).statusCode).toBe(400);
    const shipped = await step(id, 'ship_exchange', {
      carrier: 'Delhivery',
      trackingNumber: 'DL123456789',
    });
    expect(shipped.json().data).toMatchObject({
      status: 'exchange_shipped',
      exchangeCarrier: 'Delhivery',
      exchangeTrackingNumber: 'DL123456789',
    });
    // The L stays with the shopper: the held unit is not given back.
    expect(await stockOf(t.app, c.navyL.id)).toBe(0);
    const queue = await t.call({
      method: 'GET',
      url: '/api/admin/returns?kind=exchange&status=exchange_shipped',
    });
    expect(queue.json().data.returns.map((r: { _id: string }) => r._id)).toContain(id);
    const badFilter = await t.call({ method: 'GET', url: '/api/admin/returns?status=lost' });
    expect(badFilter.statusCode).toBe(400);
    expect((await step(id, 'explode')).statusCode).toBe(400);
    expect((await step('f'.repeat(24), 'approve')).statusCode).toBe(404);
  });

  it("lists one order's requests for its page in the back office", async () => {
    const c = await catalogue();
    const first = await deliveredOrder(c);
    const second = await deliveredOrder(c);
    const request = (o: typeof first) =>
      ask(o.token, o.order.orderId, {
        lines: [{ orderItemId: o.kurtaItem._id, quantity: 1, kind: 'return' }],
        reason: 'changed_my_mind',
        refundDestination: UPI,
      });
    const made = await request(first);
    expect(made.statusCode, made.body).toBe(201);
    const mine = made.json().data._id;
    await request(second);
    const list = await t.call({
      method: 'GET',
      url: `/api/admin/returns?orderId=${first.order.orderId}`,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.returns.map((r: { _id: string }) => r._id)).toEqual([mine]);
    const bad = await t.call({ method: 'GET', url: '/api/admin/returns?orderId=nope' });
    expect(bad.statusCode).toBe(400);
  });

  it('takes up to 3 photos under the upload rules (type by content), only ones we stored', async () => {
    const c = await catalogue();
    const o = await deliveredOrder(c);
    const upload = (data: Buffer, contentType = 'image/png') => {
      const file = multipartFile(data, { contentType });
      return t.app.inject({
        method: 'POST',
        url: '/api/returns/photos',
        headers: { ...bearer(o.token), ...file.headers },
        payload: file.payload,
      });
    };
    const photo = await upload(tinyPng());
    expect(photo.statusCode).toBe(201);
    const notAnImage = await upload(Buffer.from('just text, not a picture'));
    expect(notAnImage.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/returns/photos' });
    expect(anonymous.statusCode).toBe(401);

    const body = (photos: string[]) => ({
      lines: [{ orderItemId: o.jeansItem._id, quantity: 1, kind: 'return' }],
      reason: 'damaged',
      refundDestination: UPI,
      photos,
    });
    const unknown = await ask(o.token, o.order.orderId, body([`/uploads/${'a'.repeat(32)}.png`]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('That photo was not found: upload it again');
    const url = photo.json().data.url as string;
    expect((await ask(o.token, o.order.orderId, body([url, url, url, url]))).statusCode).toBe(400);
    const made = await ask(o.token, o.order.orderId, body([url]));
    expect(made.json().data.photos).toEqual([url]);
  });

  it('takes the pickup from another saved address when asked', async () => {
    const c = await catalogue();
    const o = await deliveredOrder(c);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/users/addresses',
      headers: bearer(o.token),
      payload: {
        ...ADDRESS,
        addressLine1: '7 Park Street',
        city: 'Kolkata',
        state: 'West Bengal',
        pincode: '700016',
      },
    });
    expect(saved.statusCode).toBe(201);
    const addressId = saved.json().data.address.id;
    const made = await ask(o.token, o.order.orderId, {
      lines: [{ orderItemId: o.jeansItem._id, quantity: 1, kind: 'return' }],
      reason: 'other',
      refundDestination: UPI,
      pickupAddressId: addressId,
    });
    expect(made.json().data.pickupAddress).toMatchObject({ city: 'Kolkata', pincode: '700016' });
    const unknown = await ask(o.token, o.order.orderId, {
      lines: [{ orderItemId: o.kurtaItem._id, quantity: 1, kind: 'return' }],
      reason: 'other',
      refundDestination: UPI,
      pickupAddressId: 'nope',
    });
    expect(unknown.statusCode).toBe(400);
  });
});
