import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { buildAdminTestApp, type AdminTestApp } from '../../../test/admin';
import {
  addToCart,
  createOrder,
  quickShopper,
  setOrderStatus,
  stockedProduct,
} from '../../../test/orders';
import { bearer } from '../../../test/sign-in';

describe('review moderation in /admin', () => {
  let t: AdminTestApp;
  let item: Awaited<ReturnType<typeof stockedProduct>>;

  beforeAll(async () => {
    t = await buildAdminTestApp();
    item = await stockedProduct(t.app, { stock: 50 });
  });
  afterAll(() => t.close());

  /** A delivered buyer's review of `item`; answers the review's id and status. */
  async function reviewed(rating: number) {
    const shopper = await quickShopper(t.app);
    await addToCart(t.app, shopper.token, item);
    const order = await createOrder(t.app, shopper.token);
    await setOrderStatus(t.app, order.json().data.order._id, { orderStatus: 'delivered' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/products/${item.product.id}/reviews`,
      headers: bearer(shopper.token),
      payload: { rating, body: 'Arrived on time.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.review as { _id: string; status: string };
  }
  const summary = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/products/${item.product.id}/reviews` })).json()
      .data;
  const moderate = (id: string, payload: object, token?: string) =>
    t.call({ method: 'PATCH', url: `/api/admin/reviews/${id}`, payload }, token);

  it('hides a review with a reason (gone from the summary), publishes it again, replies', async () => {
    const good = await reviewed(5);
    const bad = await reviewed(1);
    expect((await summary()).summary).toMatchObject({ average: 3, count: 2 });

    const queue = await t.call({ method: 'GET', url: '/api/admin/reviews?queue=new' });
    expect(queue.json().data.reviews.map((r: { _id: string }) => r._id)).toEqual([
      bad._id,
      good._id,
    ]);

    const noReason = await moderate(bad._id, { status: 'hidden' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Give a reason for hiding the review');
    expect(
      (await moderate(bad._id, { status: 'hidden', reason: 'x' }, t.customerToken)).statusCode,
    ).toBe(403);
    expect((await moderate(newId(), { status: 'published' })).statusCode).toBe(404);

    const hidden = await moderate(bad._id, { status: 'hidden', reason: 'Abusive language' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toMatchObject({
      status: 'hidden',
      hiddenReason: 'Abusive language',
    });
    const after = await summary();
    expect(after.summary).toMatchObject({ average: 5, count: 1 });
    expect(after.summary.stars).toContainEqual({ stars: 1, count: 0 });
    expect(after.reviews.map((r: { _id: string }) => r._id)).toEqual([good._id]);
    const stillNew = await t.call({ method: 'GET', url: '/api/admin/reviews?queue=new' });
    expect(stillNew.json().data.reviews.map((r: { _id: string }) => r._id)).toEqual([good._id]);

    await moderate(bad._id, { status: 'published' });
    expect((await summary()).summary).toMatchObject({ average: 3, count: 2 });

    const reply = await t.call({
      method: 'PUT',
      url: `/api/admin/reviews/${good._id}/reply`,
      payload: { reply: 'Thank you for shopping with us!' },
    });
    expect(reply.statusCode).toBe(200);
    const shown = (await summary()).reviews.find((r: { _id: string }) => r._id === good._id);
    expect(shown.reply).toBe('Thank you for shopping with us!');
    const blank = await t.call({
      method: 'PUT',
      url: `/api/admin/reviews/${good._id}/reply`,
      payload: { reply: '  ' },
    });
    expect(blank.statusCode).toBe(400);

    const log = await t.call({
      method: 'GET',
      url: `/api/admin/audit-logs?entity=review&entityId=${bad._id}`,
    });
    expect(log.json().data.auditLogs.map((a: { action: string }) => a.action)).toEqual([
      'review.publish',
      'review.hide',
    ]);
  });

  it('holds new reviews for the owner when pre-moderation is on', async () => {
    const off = await t.call({ method: 'GET', url: '/api/admin/reviews/settings' });
    expect(off.json().data).toEqual({ preModeration: false });
    const bad = await t.call({
      method: 'PUT',
      url: '/api/admin/reviews/settings',
      payload: { preModeration: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    const on = await t.call({
      method: 'PUT',
      url: '/api/admin/reviews/settings',
      payload: { preModeration: true },
    });
    expect(on.json().data).toEqual({ preModeration: true });

    const before = (await summary()).summary.count;
    const waiting = await reviewed(4);
    expect(waiting.status).toBe('pending');
    expect((await summary()).summary.count).toBe(before);
    const pending = await t.call({ method: 'GET', url: '/api/admin/reviews?queue=pending' });
    expect(pending.json().data.reviews.map((r: { _id: string }) => r._id)).toEqual([waiting._id]);
    await moderate(waiting._id, { status: 'published' });
    expect((await summary()).summary.count).toBe(before + 1);
    await t.call({
      method: 'PUT',
      url: '/api/admin/reviews/settings',
      payload: { preModeration: false },
    });
  });
});
