import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shop/contracts';
import { buildAdminTestApp, expectFieldError, type AdminTestApp } from '../../../test/admin';
import { ADDRESS, addToCart, createOrder, stockedProduct } from '../../../test/orders';
import { signIn } from '../../../test/sign-in';

describe('GST on every order line (issue 14)', () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await buildAdminTestApp({ UNPAID_ORDER_SWEEP_SECONDS: '0' });
  });
  afterAll(() => t.close());

  /** A pincode in each state the tests deliver to: the place of supply is the pincode's state. */
  const PINCODES: Record<string, string> = {
    'tamil nadu': '600001',
    maharashtra: '400001',
    kerala: '682031',
  };

  async function order(
    items: Array<{ price: number; quantity: number }>,
    state: string,
  ): Promise<Order> {
    const { token } = await signIn(t.app);
    for (const item of items) {
      await addToCart(
        t.app,
        token,
        await stockedProduct(t.app, { price: item.price }),
        item.quantity,
      );
    }
    const pincode = PINCODES[state.toLowerCase()] ?? ADDRESS.pincode;
    const res = await createOrder(t.app, token, {
      shippingAddress: { ...ADDRESS, state, pincode },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.order as Order;
  }

  const paidPaise = (o: Order) =>
    o.taxBreakup!.taxablePaise +
    o.taxBreakup!.cgstPaise +
    o.taxBreakup!.sgstPaise +
    o.taxBreakup!.igstPaise;

  it('splits into CGST and SGST when delivered in the store state (Karnataka)', async () => {
    const placed = await order([{ price: 1049, quantity: 1 }], 'Karnataka');
    expect(placed.taxBreakup).toMatchObject({
      placeOfSupplyCode: '29',
      intraState: true,
      igstPaise: 0,
    });
    expect(placed.taxBreakup!.cgstPaise).toBe(placed.taxBreakup!.sgstPaise);
    expect(paidPaise(placed)).toBe(placed.totalAmount * 100);
    // ₹1,049 + the ₹2 platform fee at 5%: half the tax is 105,100 x 2.5 / 105 = 2,502.38 paise.
    expect(placed.items[0]!.tax).toEqual({
      hsnCode: '6211',
      gstRate: 5,
      taxablePaise: 100_096,
      cgstPaise: 2_502,
      sgstPaise: 2_502,
      igstPaise: 0,
    });
  });

  it('takes a state as GST spells it, and refuses text that names no state of India', async () => {
    const placed = await order([{ price: 499, quantity: 1 }], 'tamil nadu');
    expect(placed.shippingAddress.state).toBe('Tamil Nadu');
    expect(placed.taxBreakup).toMatchObject({ placeOfSupplyCode: '33', intraState: false });
    const { token } = await signIn(t.app);
    await addToCart(t.app, token, await stockedProduct(t.app, { price: 499 }), 1);
    // "KA" would have been charged IGST inside Karnataka, with no state code on the invoice.
    const refused = await createOrder(t.app, token, {
      shippingAddress: { ...ADDRESS, state: 'KA' },
    });
    expectFieldError(refused, 'body.shippingAddress.state');
    expect(refused.json().message).toBe('Choose a state or union territory of India');
  });

  it('charges IGST to another state, and 18% on apparel above ₹2,500 a piece', async () => {
    const placed = await order(
      [
        { price: 999, quantity: 3 },
        { price: 3499, quantity: 1 },
      ],
      'maharashtra',
    );
    expect(placed.taxBreakup).toMatchObject({
      placeOfSupplyCode: '27',
      intraState: false,
      cgstPaise: 0,
      sgstPaise: 0,
    });
    const rates = placed.items.map((item) => [item.price, item.tax!.gstRate]);
    expect(rates).toEqual(
      expect.arrayContaining([
        [999, 5],
        [3499, 18],
      ]),
    );
    expect(paidPaise(placed)).toBe(placed.totalAmount * 100);
  });

  it('uses the rate an admin sets on the product for the next order', async () => {
    const watch = await stockedProduct(t.app, { price: 1180 });
    const saved = await t.call({
      method: 'PUT',
      url: `/api/admin/products/${watch.product.id}`,
      payload: { gst: { hsnCode: '9102', gstRate: 18, gstRateAbove: null, gstThreshold: null } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.gst).toEqual({
      hsnCode: '9102',
      gstRate: 18,
      gstRateAbove: null,
      gstThreshold: null,
    });
    const { token } = await signIn(t.app);
    await addToCart(t.app, token, watch);
    const res = await createOrder(t.app, token, {
      shippingAddress: { ...ADDRESS, state: 'Kerala', pincode: '682031' },
    });
    expect(res.json().data.order.items[0].tax).toMatchObject({ hsnCode: '9102', gstRate: 18 });
  });

  it("refuses a state its pincode is not in, and taxes a border pincode's other state", async () => {
    const { token } = await signIn(t.app);
    const item = await stockedProduct(t.app, { price: 1049, stock: 1 });
    await addToCart(t.app, token, item, 1);
    // 560001 is Bengaluru: an address in Maharashtra with it is a typo in one of the two, and
    // the state decides the GST.
    const wrong = await createOrder(t.app, token, {
      shippingAddress: { ...ADDRESS, state: 'Maharashtra', pincode: '560001' },
    });
    expectFieldError(wrong, 'body.shippingAddress.state');
    expect(wrong.json().message).toBe(
      'Pincode 560001 is in Karnataka, not Maharashtra. Please check the state or the pincode.',
    );
    // Nothing was taken (the last one in stock is still there) and the cart still holds it:
    // 782410, on the Assam-Meghalaya border, may be in either state, and Meghalaya (code 17)
    // is the place of supply the shopper named.
    const border = await createOrder(t.app, token, {
      shippingAddress: { ...ADDRESS, state: 'meghalaya', pincode: '782410' },
    });
    expect(border.statusCode).toBe(201);
    expect(border.json().data.order.taxBreakup).toMatchObject({
      placeOfSupplyCode: '17',
      intraState: false,
    });
  });

  it('refuses a GST class with a bad HSN code, an unknown rate or half a slab', async () => {
    const { product } = await stockedProduct(t.app);
    const put = (gst: object) =>
      t.call({ method: 'PUT', url: `/api/admin/products/${product.id}`, payload: { gst } });
    const base = { hsnCode: '6211', gstRate: 5, gstRateAbove: 18, gstThreshold: 2500 };
    expectFieldError(await put({ ...base, hsnCode: '62A1' }), 'body.gst.hsnCode');
    expectFieldError(await put({ ...base, gstRate: 12 }), 'body.gst.gstRate');
    expectFieldError(await put({ ...base, gstThreshold: null }), 'body.gst.gstThreshold');
  });
});
