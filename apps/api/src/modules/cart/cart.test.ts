import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, products, variants } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createCategory, createProduct } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { bearer, signIn } from '../../../test/sign-in';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('cart', () => {
  let t: TestApp;
  let tee: Awaited<ReturnType<typeof createProduct>>;
  let jeans: Awaited<ReturnType<typeof createProduct>>;

  beforeAll(async () => {
    t = await buildTestApp();
    const category = await createCategory(t.app.db, { name: 'Men' });
    tee = await createProduct(t.app.db, {
      categoryId: category.id,
      name: 'Classic Tee',
      variants: [
        {
          size: 'M',
          price: 400,
          originalPrice: 500,
          stock: 5,
          color: 'Navy',
          colorCode: '#1f3a5f',
        },
        { size: 'L', price: 450, originalPrice: 500, stock: 2, color: 'Navy' },
      ],
    });
    jeans = await createProduct(t.app.db, {
      categoryId: category.id,
      name: 'Slim Jeans',
      variants: [{ size: '32', price: 1500, stock: 10 }],
    });
  });
  afterAll(() => t.close());

  const call = (token: string, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/cart${url}`, headers: bearer(token), payload });
  const teeM = () => tee.variants.find((v) => v.size === 'M')!;
  const teeL = () => tee.variants.find((v) => v.size === 'L')!;
  const addTee = (token: string, quantity = 1, size = 'M') =>
    call(token, 'POST', '/add', {
      product: tee.product.id,
      variantId: size === 'M' ? teeM().id : teeL().id,
      size,
      quantity,
    });

  async function addCoupon(overrides: Partial<typeof coupons.$inferInsert> = {}) {
    const [row] = await t.app.db
      .insert(coupons)
      .values({
        id: newId(),
        code: `C${newId().slice(-10).toUpperCase()}`,
        description: 'Test coupon',
        type: 'percentage',
        value: 10,
        ...overrides,
      })
      .returning();
    return row!;
  }

  it('needs a signed-in user (401 without a token)', async () => {
    for (const [method, url] of [
      ['GET', '/api/cart'],
      ['GET', '/api/cart/summary'],
      ['POST', '/api/cart/add'],
      ['DELETE', '/api/cart/clear'],
      ['POST', '/api/cart/coupon/apply'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('starts empty and adds a line priced from the variant', async () => {
    const { token } = await signIn(t.app);
    const empty = await call(token, 'GET', '');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.cart).toEqual({
      items: [],
      totalAmount: 0,
      couponMessage: null,
      removedMessage: null,
    });

    const res = await addTee(token, 2);
    expect(res.statusCode).toBe(200);
    const { cart } = res.json().data;
    expect(cart.totalAmount).toBe(800);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      product: tee.product.id,
      productData: { _id: tee.product.id, name: 'Classic Tee', brand: 'Test Brand' },
      variantId: teeM().id,
      variant: { color: 'Navy', colorCode: '#1f3a5f' },
      size: 'M',
      quantity: 2,
      price: 400,
      originalPrice: 500,
      discount: 20,
      stock: 5,
      isSelected: true,
    });
  });

  it('adds the same variant and size again into one line', async () => {
    const { token } = await signIn(t.app);
    await addTee(token, 2);
    const res = await addTee(token, 3);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([5]);
  });

  it('refuses more than the stock with 409 OUT_OF_STOCK naming the product', async () => {
    const { token } = await signIn(t.app);
    const over = await addTee(token, 3, 'L');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      success: false,
      code: 'OUT_OF_STOCK',
      message: 'Only 2 of Classic Tee (size L) available',
    });
    expect((await addTee(token, 2, 'L')).statusCode).toBe(200);
    const again = await addTee(token, 1, 'L');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Only 2 of Classic Tee (size L) available; you already have 2 in your cart',
    );
  });

  it('names the product by its Hindi name when refusing stock to a Hindi reader (issue 19)', async () => {
    const category = await createCategory(t.app.db, { name: 'Women' });
    const kurta = await createProduct(t.app.db, {
      categoryId: category.id,
      name: 'Block Print Kurta',
      translations: { hi: { name: 'ब्लॉक प्रिंट कुर्ता' } },
      variants: [
        { size: 'M', price: 900, stock: 2 },
        { size: 'L', price: 900, stock: 0 },
      ],
    });
    const { token } = await signIn(t.app);
    const send = (method: Method, url: string, payload: object, language: 'hi' | 'en' = 'hi') =>
      t.app.inject({
        method,
        url: `/api/cart${url}`,
        headers: { ...bearer(token), 'accept-language': language },
        payload,
      });
    const add = (size: 'M' | 'L', quantity: number, language: 'hi' | 'en' = 'hi') =>
      send(
        'POST',
        '/add',
        {
          product: kurta.product.id,
          variantId: kurta.variants.find((v) => v.size === size)!.id,
          size,
          quantity,
        },
        language,
      );

    const soldOut = await add('L', 1);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'ब्लॉक प्रिंट कुर्ता (साइज़ L) स्टॉक में नहीं है',
    });
    const over = await add('M', 3);
    expect(over.json().message).toBe('ब्लॉक प्रिंट कुर्ता (साइज़ M) के सिर्फ़ 2 उपलब्ध हैं');

    const added = await add('M', 1);
    expect(added.statusCode).toBe(200);
    const again = await add('M', 2);
    expect(again.json().message).toBe(
      'ब्लॉक प्रिंट कुर्ता (साइज़ M) के सिर्फ़ 2 उपलब्ध हैं; आपके कार्ट में पहले से 1 हैं',
    );

    // Changing the quantity past the stock names it the same way.
    const line = added.json().data.cart.items[0];
    const changed = await send('PUT', `/item/${line._id}/quantity`, { quantity: 5 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'ब्लॉक प्रिंट कुर्ता (साइज़ M) के सिर्फ़ 2 उपलब्ध हैं',
    });

    // English readers keep the English name and text.
    expect((await add('L', 1, 'en')).json().message).toBe(
      'Block Print Kurta (size L) is out of stock',
    );
    expect(
      (await send('PUT', `/item/${line._id}/quantity`, { quantity: 5 }, 'en')).json().message,
    ).toBe('Only 2 of Block Print Kurta (size M) available');
    // A product without a Hindi name keeps its English name in the Hindi text.
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { ...bearer(token), 'accept-language': 'hi' },
      payload: { product: tee.product.id, variantId: teeL().id, size: 'L', quantity: 3 },
    });
    expect(english.json().message).toBe('Classic Tee (साइज़ L) के सिर्फ़ 2 उपलब्ध हैं');
  });

  it('refuses a variant of another product, a size it lacks and an unknown variant', async () => {
    const { token } = await signIn(t.app);
    const otherProduct = await call(token, 'POST', '/add', {
      product: jeans.product.id,
      variantId: teeM().id,
      size: 'M',
      quantity: 1,
    });
    expect(otherProduct.statusCode).toBe(400);
    expect(otherProduct.json().message).toBe('Product variant or size not available');

    const wrongSize = await call(token, 'POST', '/add', {
      product: tee.product.id,
      variantId: teeM().id,
      size: 'XL',
      quantity: 1,
    });
    expect(wrongSize.statusCode).toBe(400);
    expect(wrongSize.json().message).toBe('Product variant or size not available');

    const unknown = await call(token, 'POST', '/add', {
      product: tee.product.id,
      variantId: newId(),
      size: 'M',
      quantity: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('VARIANT_NOT_AVAILABLE');
  });

  it('refuses a hidden product or an inactive variant', async () => {
    const { token } = await signIn(t.app);
    const hidden = await createCategory(t.app.db, { name: 'Retired', isActive: false });
    const old = await createProduct(t.app.db, {
      categoryId: hidden.id,
      variants: [
        { size: 'M', price: 300 },
        { size: 'L', price: 300, isActive: false },
      ],
    });
    const add = (v: (typeof old.variants)[number], product = old.product.id) =>
      call(token, 'POST', '/add', { product, variantId: v.id, size: v.size, quantity: 1 });
    const res = await add(old.variants[0]!);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PRODUCT_NOT_FOUND');
    expect((await add(old.variants[1]!)).json().code).toBe('VARIANT_NOT_AVAILABLE');
  });

  it('parallel adds never take a line past the stock', async () => {
    const { token } = await signIn(t.app);
    const results = await Promise.all(Array.from({ length: 5 }, () => addTee(token, 1, 'L')));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409]);
    expect((await call(token, 'GET', '')).json().data.cart.items[0].quantity).toBe(2);
  });

  it('validates the add body with the specification messages', async () => {
    const { token } = await signIn(t.app);
    const valid = { product: tee.product.id, variantId: teeM().id, size: 'M', quantity: 1 };
    const cases: Array<[object, string]> = [
      [{ ...valid, product: '' }, 'Product ID is required'],
      [{ ...valid, variantId: undefined }, 'Variant ID is required'],
      [{ ...valid, size: ' ' }, 'Size is required'],
      [{ ...valid, quantity: 0 }, 'Quantity must be greater than 0'],
      [{ ...valid, quantity: -2 }, 'Quantity must be greater than 0'],
      [{ ...valid, quantity: 1.5 }, 'Quantity must be a whole number'],
      [{ ...valid, quantity: 1e9 }, 'You can add at most 99 at a time'],
      [{ ...valid, quantity: '2' }, 'Quantity must be greater than 0'],
      [{ ...valid, price: 1 }, ''],
    ];
    for (const [payload, message] of cases) {
      const res = await call(token, 'POST', '/add', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      if (message) expect(res.json().message).toBe(message);
    }
    expect((await call(token, 'GET', '')).json().data.cart.items).toEqual([]);
  });

  it('changes a quantity within 1..stock', async () => {
    const { token } = await signIn(t.app);
    const line = (await addTee(token, 1)).json().data.cart.items[0];
    const set = (quantity: unknown) =>
      call(token, 'PUT', `/item/${line._id}/quantity`, { quantity });

    const res = await set(4);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.cart.items[0].quantity).toBe(4);
    for (const bad of [0, -1, 2.5, 'x', 1e7]) expect((await set(bad)).statusCode).toBe(400);
    const over = await set(6);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'OUT_OF_STOCK' });
    expect(
      (await call(token, 'PUT', `/item/${line._id}/quantity`, { quantity: 2, extra: 1 }))
        .statusCode,
    ).toBe(400);
  });

  it("answers 404 for another user's line and for unknown ids", async () => {
    const owner = await signIn(t.app);
    const other = await signIn(t.app);
    const line = (await addTee(owner.token, 1)).json().data.cart.items[0];
    const put = await call(other.token, 'PUT', `/item/${line._id}/quantity`, { quantity: 2 });
    expect(put.statusCode).toBe(404);
    expect(put.json().code).toBe('CART_ITEM_NOT_FOUND');
    expect((await call(other.token, 'DELETE', `/item/${line._id}`)).statusCode).toBe(404);
    expect((await call(owner.token, 'DELETE', '/item/not-an-id')).statusCode).toBe(404);
    expect((await call(owner.token, 'GET', '')).json().data.cart.items).toHaveLength(1);
  });

  it('removes a line and clears the cart', async () => {
    const { token } = await signIn(t.app);
    await addTee(token, 1);
    const withJeans = await call(token, 'POST', '/add', {
      product: jeans.product.id,
      variantId: jeans.variants[0]!.id,
      size: '32',
      quantity: 1,
    });
    const items = withJeans.json().data.cart.items;
    expect(items).toHaveLength(2);
    const removed = await call(token, 'DELETE', `/item/${items[0]._id}`);
    expect(removed.json().data.cart.items.map((i: { size: string }) => i.size)).toEqual(['32']);
    const cleared = await call(token, 'DELETE', '/clear');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.cart).toMatchObject({ items: [], totalAmount: 0 });
  });

  it('takes out a line whose product is no longer sold, and says so once (issue 20)', async () => {
    const { token } = await signIn(t.app);
    const shawl = await createProduct(t.app.db, {
      categoryId: tee.product.categoryId,
      name: 'Pashmina Shawl',
      variants: [{ size: 'Free Size', price: 2500, stock: 4 }],
    });
    await addTee(token, 1);
    await call(token, 'POST', '/add', {
      product: shawl.product.id,
      variantId: shawl.variants[0]!.id,
      size: 'Free Size',
      quantity: 1,
    });
    await t.app.db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.id, shawl.product.id));

    const first = (await call(token, 'GET', '')).json().data.cart;
    expect(
      first.items.map((item: { productData: { name: string } }) => item.productData.name),
    ).toEqual([tee.product.name]);
    expect(first.removedMessage).toBe(
      'Pashmina Shawl is no longer sold and was removed from your cart',
    );
    const again = (await call(token, 'GET', '')).json().data.cart;
    expect(again.removedMessage).toBeNull();
    expect(again.items).toHaveLength(1);
  });

  it('reads prices from the variants now, not from when the line was added', async () => {
    const { token } = await signIn(t.app);
    await call(token, 'POST', '/add', {
      product: jeans.product.id,
      variantId: jeans.variants[0]!.id,
      size: '32',
      quantity: 2,
    });
    await t.app.db
      .update(variants)
      .set({ price: 1200 })
      .where(eq(variants.id, jeans.variants[0]!.id));
    const summary = (await call(token, 'GET', '/summary')).json().data;
    await t.app.db
      .update(variants)
      .set({ price: 1500 })
      .where(eq(variants.id, jeans.variants[0]!.id));
    expect(summary).toMatchObject({
      subtotal: 2400,
      itemCount: 2,
      couponDiscount: 0,
      platformFee: 2,
      deliveryFee: 0,
      total: 2402,
      appliedCoupon: null,
      couponMessage: null,
    });
    const days = (Date.parse(summary.estimatedDelivery) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
  });

  describe('coupons', () => {
    it('applies a percentage coupon (code trimmed and upper-cased) with its cap', async () => {
      const coupon = await addCoupon({ value: 10, maxDiscount: 50, description: '10% off' });
      const { token } = await signIn(t.app);
      await addTee(token, 2); // 800
      const res = await call(token, 'POST', '/coupon/apply', {
        couponCode: `  ${coupon.code.toLowerCase()} `,
      });
      expect(res.statusCode).toBe(200);
      const { cart, summary } = res.json().data;
      expect(cart.totalAmount).toBe(800);
      expect(summary).toMatchObject({
        subtotal: 800,
        couponDiscount: 50,
        total: 752,
        appliedCoupon: { code: coupon.code, description: '10% off', discount: 50 },
      });

      const removed = await call(token, 'DELETE', '/coupon/remove');
      expect(removed.statusCode).toBe(200);
      expect((await call(token, 'GET', '/summary')).json().data).toMatchObject({
        couponDiscount: 0,
        total: 802,
        appliedCoupon: null,
      });
    });

    it('applies a flat coupon', async () => {
      const coupon = await addCoupon({ type: 'flat', value: 100 });
      const { token } = await signIn(t.app);
      await addTee(token, 1);
      const res = await call(token, 'POST', '/coupon/apply', { couponCode: coupon.code });
      expect(res.json().data.summary).toMatchObject({ couponDiscount: 100, total: 302 });
    });

    it('refuses with a clear reason', async () => {
      const { token, user } = await signIn(t.app);
      await addTee(token, 1); // 400
      const apply = (couponCode: string) => call(token, 'POST', '/coupon/apply', { couponCode });

      const unknown = await apply('NOSUCHCODE');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Invalid coupon code');

      const empty = await apply('   ');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Please enter a coupon code');

      const minimum = await addCoupon({ minOrderValue: 499 });
      const belowMin = await apply(minimum.code);
      expect(belowMin.statusCode).toBe(422);
      expect(belowMin.json()).toMatchObject({
        code: 'COUPON_MIN_ORDER',
        message: `Minimum order value for ${minimum.code} is ₹499`,
      });

      const expired = await addCoupon({ endsAt: new Date(Date.now() - 60_000) });
      expect((await apply(expired.code)).json()).toMatchObject({
        message: 'This coupon has expired',
      });

      const exhausted = await addCoupon({ usageLimit: 3, usedCount: 3 });
      const res = await apply(exhausted.code);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('This coupon has reached its usage limit');

      const once = await addCoupon({ perUserLimit: 1 });
      await t.app.db
        .insert(couponRedemptions)
        .values({ id: newId(), couponId: once.id, userId: user.id, discount: 40 });
      const used = await apply(once.code);
      expect(used.statusCode).toBe(422);
      expect(used.json().message).toBe('You have already used this coupon');

      // A released use (cancelled order) is given back.
      await t.app.db
        .update(couponRedemptions)
        .set({ releasedAt: new Date() })
        .where(eq(couponRedemptions.couponId, once.id));
      expect((await apply(once.code)).statusCode).toBe(200);

      expect(
        (await call(token, 'POST', '/coupon/apply', { couponCode: 'X', x: 1 })).statusCode,
      ).toBe(400);
    });

    it('re-checks the coupon when the cart changes and drops it with the reason', async () => {
      const coupon = await addCoupon({ minOrderValue: 700 });
      const { token } = await signIn(t.app);
      const line = (await addTee(token, 2)).json().data.cart.items[0]; // 800
      expect(
        (await call(token, 'POST', '/coupon/apply', { couponCode: coupon.code })).statusCode,
      ).toBe(200);
      const changed = await call(token, 'PUT', `/item/${line._id}/quantity`, { quantity: 1 });
      expect(changed.statusCode).toBe(200);
      const message = `Minimum order value for ${coupon.code} is ₹700`;
      expect(changed.json().data.cart.couponMessage).toBe(message);
      const summary = (await call(token, 'GET', '/summary')).json().data;
      expect(summary).toMatchObject({ appliedCoupon: null, couponDiscount: 0, total: 402 });
      // Removed from the cart: going back above the minimum does not bring it back.
      await call(token, 'PUT', `/item/${line._id}/quantity`, { quantity: 2 });
      expect((await call(token, 'GET', '/summary')).json().data.appliedCoupon).toBeNull();

      // Issue 19: a Hindi page reads why in Hindi.
      await call(token, 'POST', '/coupon/apply', { couponCode: coupon.code });
      const inHindi = await t.app.inject({
        method: 'PUT',
        url: `/api/cart/item/${line._id}/quantity`,
        headers: { ...bearer(token), 'accept-language': 'hi' },
        payload: { quantity: 1 },
      });
      expect(inHindi.json().data.cart.couponMessage).toBe(
        `${coupon.code} के लिए कम से कम ऑर्डर वैल्यू ₹700 है`,
      );
    });

    it('answers a Hindi reader in Hindi when a coupon is applied or lapses', async () => {
      const category = await createCategory(t.app.db, { name: 'Women' });
      const kurta = await createProduct(t.app.db, {
        categoryId: category.id,
        name: 'Cotton Kurta',
        translations: { hi: { name: 'कॉटन कुर्ता' } },
        variants: [{ size: 'M', price: 800, stock: 5 }],
      });
      const coupon = await addCoupon();
      const { token } = await signIn(t.app);
      const hindi = { ...bearer(token), 'accept-language': 'hi' };
      await call(token, 'POST', '/add', {
        product: kurta.product.id,
        variantId: kurta.variants[0]!.id,
        size: 'M',
        quantity: 1,
      });
      const applied = await t.app.inject({
        method: 'POST',
        url: '/api/cart/coupon/apply',
        headers: hindi,
        payload: { couponCode: coupon.code },
      });
      expect(applied.statusCode).toBe(200);
      expect(applied.json().data.cart.items[0].productData.name).toBe('कॉटन कुर्ता');

      await t.app.db.update(coupons).set({ isActive: false }).where(eq(coupons.id, coupon.id));
      const summary = await t.app.inject({
        method: 'GET',
        url: '/api/cart/summary',
        headers: hindi,
      });
      expect(summary.json().data.couponMessage).toBe('यह कूपन अब चालू नहीं है');
    });

    it('summary reports the reason when a coupon lapses between reads', async () => {
      const coupon = await addCoupon();
      const { token } = await signIn(t.app);
      await addTee(token, 1);
      await call(token, 'POST', '/coupon/apply', { couponCode: coupon.code });
      await t.app.db.update(coupons).set({ isActive: false }).where(eq(coupons.id, coupon.id));
      const summary = (await call(token, 'GET', '/summary')).json().data;
      expect(summary).toMatchObject({
        appliedCoupon: null,
        couponMessage: 'This coupon is no longer active',
      });
      expect((await call(token, 'GET', '/summary')).json().data.couponMessage).toBeNull();
    });
  });
});
