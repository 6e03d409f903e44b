import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '@shop/contracts';
import { notifications } from '../../db/schema';
import { buildAdminTestApp, type AdminTestApp } from '../../../test/admin';
import {
  ADDRESS,
  DECLINED_CARD,
  SUCCESS_CARD,
  addToCart,
  createOrder,
  stockedProduct,
} from '../../../test/orders';
import { bearer, signIn } from '../../../test/sign-in';
import { startSmtp, type TestSmtp } from '../../../test/smtp';
import { claimDueNotifications } from './notification-repository';

describe('order notifications through the outbox (issue 14)', () => {
  let smtp: TestSmtp;
  let t: AdminTestApp;
  let mailbox = 0;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildAdminTestApp({
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: smtp.url,
      NOTIFICATION_SWEEP_SECONDS: '0',
      UNPAID_ORDER_SWEEP_SECONDS: '0',
      PUBLIC_URL: 'https://shop.example.in',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A shopper with one ₹1,000 kurta ordered, the checkout e-mail their own. */
  async function placeOrder(body: Record<string, unknown> = {}) {
    const email = `shopper${++mailbox}@example.in`;
    const shopper = await signIn(t.app);
    const item = await stockedProduct(t.app, { price: 1000, name: `Chanderi Kurta ${mailbox}` });
    await addToCart(t.app, shopper.token, item);
    const res = await createOrder(t.app, shopper.token, {
      shippingAddress: { ...ADDRESS, email },
      ...body,
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data.order as { orderId: string; totalAmount: number };
    return { ...shopper, email, order, item, number: `#${orderNumber(order.orderId)}` };
  }

  const advance = (orderId: string, payload: object) =>
    t.call({ method: 'PATCH', url: `/api/admin/orders/${orderId}/status`, payload });

  const outboxOf = (orderId: string) =>
    t.database.db.select().from(notifications).where(eq(notifications.orderId, orderId));

  it('sends exactly one e-mail per event, each with the right content', async () => {
    const { email, order, number, item } = await placeOrder();
    expect(await t.app.notifier.deliverDue()).toMatchObject({ failed: 0 });
    const placed = smtp.to(email);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.subject).toBe(`Order ${number} placed - ₹1,002`);
    expect(placed[0]!.text).toContain(`${item.product.name} (size M) x 1: ₹1,000`);
    expect(placed[0]!.text).toContain('Total: ₹1,002');
    expect(placed[0]!.text).toContain('12 MG Road, Bengaluru, Karnataka 560001');
    expect(placed[0]!.text).toContain('Payment: Cash on Delivery');
    expect(placed[0]!.text).toContain(`https://shop.example.in/orders/${order.orderId}`);
    expect(placed[0]!.text).toContain('GSTIN 29AABCB1234C1ZA');
    expect(placed[0]!.text).toContain('Grievance Officer: Meera Krishnan');
    expect(placed[0]!.html).toContain('name="viewport"');

    expect((await advance(order.orderId, { status: 'confirmed' })).statusCode).toBe(200);
    await advance(order.orderId, { status: 'processing' });
    await advance(order.orderId, {
      status: 'shipped',
      carrier: 'Delhivery',
      trackingNumber: 'DL123456789IN',
    });
    await advance(order.orderId, { status: 'delivered' });
    await t.app.notifier.deliverDue();
    await t.app.notifier.deliverDue(); // a second run finds nothing left to send
    const subjects = smtp.to(email).map((mail) => mail.subject);
    expect(subjects).toEqual([
      `Order ${number} placed - ₹1,002`,
      `Order ${number} confirmed`,
      `Order ${number} shipped`,
      `Order ${number} delivered`,
    ]);
    const shipped = smtp.to(email)[2]!;
    expect(shipped.text).toContain('Shipped with Delhivery, tracking number DL123456789IN.');
  });

  it('asks the buyer for a review a few days after delivery, linking to each product (issue 18)', async () => {
    const { email, order, number, item } = await placeOrder();
    await advance(order.orderId, { status: 'confirmed' });
    await advance(order.orderId, { status: 'processing' });
    await advance(order.orderId, {
      status: 'shipped',
      carrier: 'Delhivery',
      trackingNumber: 'DL1',
    });
    await advance(order.orderId, { status: 'delivered' });
    await t.app.notifier.deliverDue();
    expect(smtp.to(email).map((mail) => mail.subject)).not.toContain(
      `How is your order ${number}? Review what you bought`,
    );
    const [request] = (await outboxOf(order.orderId)).filter(
      (row) => row.event === 'order.review_request' && row.channel === 'email',
    );
    const days = (request!.nextAttemptAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThanOrEqual(3);

    // Three days on: the request is due, and it goes once.
    await t.database.db
      .update(notifications)
      .set({ nextAttemptAt: sql`now() - interval '1 minute'` })
      .where(eq(notifications.id, request!.id));
    await t.app.notifier.deliverDue();
    await t.app.notifier.deliverDue();
    const asked = smtp
      .to(email)
      .filter((mail) => mail.subject === `How is your order ${number}? Review what you bought`);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.text).toContain(
      `Write a review: https://shop.example.in/products/${item.product.id}#reviews`,
    );
    expect(asked[0]!.text).toContain('Verified buyer');
  });

  it('tells a cancelled order its refund, and a failed payment how to retry', async () => {
    const cod = await placeOrder();
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${cod.order.orderId}/cancel`,
      headers: bearer(cod.token),
      payload: { reason: 'Changed my mind' },
    });
    expect(cancelled.statusCode).toBe(200);
    const card = await placeOrder({ paymentMethod: 'CARD', payment: DECLINED_CARD });
    await t.app.notifier.deliverDue();

    const [, cancelMail] = smtp.to(cod.email);
    expect(cancelMail!.subject).toBe(`Order ${cod.number} cancelled`);
    expect(cancelMail!.text).toContain('Reason: Changed my mind.');
    expect(cancelMail!.text).toContain('Nothing was charged, so there is nothing to refund.');

    const paid = await placeOrder({ paymentMethod: 'CARD', payment: SUCCESS_CARD });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${paid.order.orderId}/cancel`,
      headers: bearer(paid.token),
      payload: { reason: 'Ordered by mistake' },
    });
    await t.app.notifier.deliverDue();
    expect(smtp.to(paid.email).map((mail) => mail.subject)).toEqual([
      `Order ${paid.number} placed - ₹1,002`,
      `Order ${paid.number} confirmed`,
      `Order ${paid.number} cancelled`,
      `Refund of ₹1,002.00 issued for order ${paid.number}`,
    ]);
    expect(smtp.to(paid.email)[2]!.text).toContain('A refund of ₹1,002.00 is on its way');

    const failed = smtp.to(card.email).find((mail) => mail.subject?.startsWith('Payment for'));
    expect(failed!.subject).toBe(`Payment for order ${card.number} did not go through`);
    expect(failed!.text).toContain(
      `Retry payment: https://shop.example.in/orders/${card.order.orderId}`,
    );
  });

  it('retries a refusing mail server later, and the order is placed all the same', async () => {
    smtp.refuse = true;
    const { email, order } = await placeOrder();
    const run = await t.app.notifier.deliverDue();
    smtp.refuse = false;
    expect(run.failed).toBeGreaterThanOrEqual(1);
    const [row] = (await outboxOf(order.orderId)).filter((r) => r.channel === 'email');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('Mailbox unavailable');
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(smtp.to(email)).toHaveLength(0);

    await t.app.notifier.deliverDue(); // not yet due: the backoff holds
    expect(smtp.to(email)).toHaveLength(0);
    await t.database.db
      .update(notifications)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(notifications.id, row!.id));
    await t.app.notifier.deliverDue();
    expect(smtp.to(email)).toHaveLength(1);
    const [after] = (await outboxOf(order.orderId)).filter((r) => r.channel === 'email');
    expect(after).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends nothing twice when a worker stops mid-delivery and another takes over', async () => {
    const { email, order } = await placeOrder();
    // A worker claims the messages, then its process dies before sending them.
    const claimed = await claimDueNotifications(
      t.database.db,
      new Date(),
      100,
      new Date(Date.now() + 60_000),
    );
    expect(claimed.map((r) => r.orderId)).toContain(order.orderId);
    await t.app.notifier.deliverDue(); // the lease still holds: nobody else sends them
    expect(smtp.to(email)).toHaveLength(0);
    // After the restart the lease has run out: sent once, by one of two workers running at once.
    await t.database.db.execute(
      sql`UPDATE notifications SET lease_until = now() - interval '1 second' WHERE status = 'sending'`,
    );
    await Promise.all([t.app.notifier.deliverDue(), t.app.notifier.deliverDue()]);
    await t.app.notifier.deliverDue();
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('honours the notification settings; the order placed e-mail always goes out', async () => {
    const shopper = await signIn(t.app);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/notification-preferences',
      headers: bearer(shopper.token),
      payload: { orderUpdates: false, promotions: false, newsletter: false, sms: false },
    });
    expect(saved.statusCode).toBe(200);
    const item = await stockedProduct(t.app, { price: 700 });
    await addToCart(t.app, shopper.token, item);
    const email = 'quiet@example.in';
    const res = await createOrder(t.app, shopper.token, { shippingAddress: { ...ADDRESS, email } });
    const orderId = res.json().data.order.orderId as string;
    await advance(orderId, { status: 'confirmed' });
    await t.app.notifier.deliverDue();
    expect(smtp.to(email).map((mail) => mail.subject)).toEqual([
      `Order #${orderNumber(orderId)} placed - ₹702`,
    ]);
    expect((await outboxOf(orderId)).map((r) => r.channel)).toEqual(['email']);
  });

  it('sends order SMS through the SMS provider when the shopper wants them', async () => {
    const { phone, order, number } = await placeOrder();
    await t.app.notifier.deliverDue();
    const sms = await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${phone}` });
    const texts = (sms.json().data.messages as { text: string }[]).map((m) => m.text);
    expect(texts.filter((text) => text.includes(number))).toEqual([
      `BharatBazaar: your order ${number} of ₹1,002 is placed. Track it at https://shop.example.in/orders/${order.orderId}`,
    ]);
  });
});
