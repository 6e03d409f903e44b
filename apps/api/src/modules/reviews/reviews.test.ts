import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_NOT_BUYER_MESSAGE } from '@shop/contracts';
import { products } from '../../db/schema';
import { newId } from '../../lib/ids';
import { buildAdminTestApp, multipartFile, tinyPng, type AdminTestApp } from '../../../test/admin';
import { createCategory, createProduct } from '../../../test/factories';
import { addToCart, createOrder, quickShopper, setOrderStatus } from '../../../test/orders';
import { bearer } from '../../../test/sign-in';
import type { App } from '../../types';

type Product = Awaited<ReturnType<typeof createProduct>>;

/** A shopper with an order of `item`, moved to `status` (delivered unless told). */
async function buyer(app: App, item: Product, status: 'delivered' | 'shipped' = 'delivered') {
  const shopper = await quickShopper(app);
  const variant = item.variants[0]!;
  await addToCart(app, shopper.token, { product: item.product, variant });
  const res = await createOrder(app, shopper.token);
  if (res.statusCode !== 201) throw new Error(res.body);
  const orderId = res.json().data.order._id as string;
  await setOrderStatus(app, orderId, { orderStatus: status, deliveredAt: new Date() });
  return shopper;
}

describe('reviews', () => {
  let t: AdminTestApp;
  let kurta: Product;
  let lamp: Product;

  beforeAll(async () => {
    t = await buildAdminTestApp();
    const men = await createCategory(t.app.db, { name: 'Men', slug: 'men' });
    const home = await createCategory(t.app.db, { name: 'Home' });
    kurta = await createProduct(t.app.db, {
      categoryId: men.id,
      name: 'Cotton Kurta',
      variants: [{ size: 'M', price: 799, stock: 100, color: 'Navy' }],
    });
    lamp = await createProduct(t.app.db, {
      categoryId: home.id,
      name: 'Brass Lamp',
      variants: [{ size: 'M', price: 1299, stock: 100 }],
    });
  });
  afterAll(() => t.close());

  const review = (token: string, productId: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      headers: bearer(token),
      payload,
    });
  const list = async (productId: string, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products/${productId}/reviews${query}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('lets only buyers who received the product review it, once', async () => {
    const nobody = await quickShopper(t.app);
    const refused = await review(nobody.token, kurta.product.id, { rating: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(REVIEW_NOT_BUYER_MESSAGE);

    const waiting = await buyer(t.app, kurta, 'shipped');
    const early = await review(waiting.token, kurta.product.id, { rating: 4 });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(REVIEW_NOT_BUYER_MESSAGE);

    const asha = await buyer(t.app, kurta);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/products/${kurta.product.id}/reviews/mine`,
      headers: bearer(asha.token),
    });
    expect(mine.json().data).toEqual({ eligible: true, size: 'M', asksFit: true, review: null });

    const created = await review(asha.token, kurta.product.id, {
      rating: 4,
      title: ' Lovely cotton ',
      body: 'Soft and breathable.',
      fit: 'runs-small',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.review).toMatchObject({
      rating: 4,
      title: 'Lovely cotton',
      fit: 'runs-small',
      size: 'M',
      verifiedBuyer: true,
      status: 'published',
      author: 'Race',
    });

    const second = await review(asha.token, kurta.product.id, { rating: 1 });
    expect(second.statusCode).toBe(409);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${kurta.product.id}/reviews/mine`,
      headers: bearer(asha.token),
      payload: { rating: 5, fit: 'true-to-size' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const data = await list(kurta.product.id);
    expect(data.reviews).toHaveLength(1);
    expect(data.summary).toMatchObject({ average: 5, count: 1 });
    expect(data.summary.fit).toMatchObject({ 'true-to-size': 1, total: 1, most: 'true-to-size' });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${kurta.product.id}/reviews/mine`,
      headers: bearer(asha.token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await list(kurta.product.id)).summary).toMatchObject({ average: 0, count: 0 });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/products/${kurta.product.id}/reviews` }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses bad reviews with clear messages', async () => {
    const shopper = await buyer(t.app, lamp);
    const cases: [object, string][] = [
      [{}, 'Choose a rating from 1 to 5 stars'],
      [{ rating: 6 }, 'Choose a rating from 1 to 5 stars'],
      [{ rating: 2.5 }, 'Choose a rating from 1 to 5 stars'],
      [{ rating: 3, title: 'x'.repeat(101) }, 'The title can be at most 100 characters'],
      [{ rating: 3, body: 'x'.repeat(2001) }, 'The review can be at most 2000 characters'],
      [{ rating: 3, fit: 'baggy' }, 'Choose runs small, true to size or runs large'],
      [
        { rating: 3, photos: ['https://evil.example/x.png'] },
        'Upload the photo first, then add it',
      ],
      [{ rating: 3, fit: 'true-to-size' }, 'Fit is asked only for clothing and footwear'],
      [
        { rating: 3, photos: [`/uploads/${'a'.repeat(32)}.png`] },
        'That photo was not found: upload it again',
      ],
      [{ rating: 3, extra: true }, ''],
    ];
    for (const [payload, message] of cases) {
      const res = await review(shopper.token, lamp.product.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
    const tooMany = Array.from({ length: 4 }, () => `/uploads/${'b'.repeat(32)}.png`);
    const four = await review(shopper.token, lamp.product.id, { rating: 3, photos: tooMany });
    expect(four.json().message).toBe('Add at most 3 photos');
    expect((await review(shopper.token, newId(), { rating: 3 })).statusCode).toBe(404);
    const badQuery = await t.app.inject({
      method: 'GET',
      url: `/api/products/${lamp.product.id}/reviews?sort=best`,
    });
    expect(badQuery.statusCode).toBe(400);
  });

  it('takes photos through the upload rules and keeps them on the review', async () => {
    const shopper = await buyer(t.app, kurta);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/reviews/photos',
      ...multipartFile(tinyPng()),
      headers: { ...multipartFile(tinyPng()).headers, ...bearer(shopper.token) },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const url = upload.json().data.url as string;
    const notImage = await t.app.inject({
      method: 'POST',
      url: '/api/reviews/photos',
      ...multipartFile(Buffer.from('hello')),
      headers: { ...multipartFile(Buffer.from('hello')).headers, ...bearer(shopper.token) },
    });
    expect(notImage.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/reviews/photos',
      ...multipartFile(tinyPng()),
    });
    expect(anonymous.statusCode).toBe(401);

    const res = await review(shopper.token, kurta.product.id, { rating: 3, photos: [url] });
    expect(res.statusCode, res.body).toBe(201);
    const { reviews } = await list(kurta.product.id);
    expect(reviews.find((r: { rating: number }) => r.rating === 3).photos).toEqual([url]);
  });

  it('counts helpful votes once per shopper, and reports once', async () => {
    const author = await buyer(t.app, lamp);
    const created = await review(author.token, lamp.product.id, { rating: 2 });
    const id = created.json().data.review._id as string;
    const voter = await quickShopper(t.app);
    const vote = (token: string) =>
      t.app.inject({ method: 'POST', url: `/api/reviews/${id}/helpful`, headers: bearer(token) });
    const votes = await Promise.all([vote(voter.token), vote(voter.token), vote(voter.token)]);
    expect(votes.map((v) => v.statusCode)).toEqual([200, 200, 200]);
    expect((await vote(voter.token)).json().data.helpfulCount).toBe(1);
    const other = await quickShopper(t.app);
    expect((await vote(other.token)).json().data.helpfulCount).toBe(2);
    expect((await vote(author.token)).statusCode).toBe(403);

    const report = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/reviews/${id}/report`,
        headers: bearer(token),
        payload: { reason: 'Not about the product' },
      });
    expect((await report(voter.token)).statusCode).toBe(200);
    expect((await report(voter.token)).statusCode).toBe(200);
    const queue = await t.call({ method: 'GET', url: '/api/admin/reviews?queue=reported' });
    expect(queue.json().data.reviews).toEqual([
      expect.objectContaining({ _id: id, reportCount: 1, openReports: 1 }),
    ]);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/${newId()}/helpful`,
      headers: bearer(voter.token),
    });
    expect(missing.statusCode).toBe(404);

    const sorted = await list(lamp.product.id, '?sort=helpful');
    expect(sorted.reviews[0]).toMatchObject({ _id: id, helpfulCount: 2 });
  });

  it('keeps the exact average and counts with 20 reviews written at once', async () => {
    const category = await createCategory(t.app.db, { name: 'Race' });
    const item = await createProduct(t.app.db, {
      categoryId: category.id,
      variants: [{ size: 'M', price: 100, stock: 100 }],
    });
    const buyers = [];
    for (let i = 0; i < 20; i += 1) buyers.push(await buyer(t.app, item));
    const ratings = buyers.map((_, i) => (i % 5) + 1);
    const answers = await Promise.all(
      buyers.map((b, i) => review(b.token, item.product.id, { rating: ratings[i] })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const total = ratings.reduce((a, b) => a + b, 0);
    const [row] = await t.app.db
      .select({ count: products.ratingCount, total: products.ratingTotal })
      .from(products)
      .where(eq(products.id, item.product.id));
    expect(row).toEqual({ count: 20, total });
    const { summary, pagination } = await list(item.product.id, '?limit=5&page=2');
    expect(summary.count).toBe(20);
    expect(summary.average).toBe(Math.round((total / 20) * 10) / 10);
    expect(summary.stars).toEqual([5, 4, 3, 2, 1].map((stars) => ({ stars, count: 4 })));
    expect(pagination).toMatchObject({ totalItems: 20, currentPage: 2, totalPages: 4 });
    const fives = await list(item.product.id, '?rating=5');
    expect(fives.reviews).toHaveLength(4);
    const low = await list(item.product.id, '?sort=rating-low&limit=1');
    expect(low.reviews[0].rating).toBe(1);
  });
});
