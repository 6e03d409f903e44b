import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { ADDRESS, addToCart, createOrder, stockedProduct } from '../../../test/orders';
import { signIn } from '../../../test/sign-in';

describe('GET /api/dev/email-outbox (console mailer, outside production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { NOTIFICATION_SWEEP_SECONDS: '0' } });
  });
  afterAll(() => t.close());

  it("keeps the order e-mails the console mailer 'sent', for one address", async () => {
    const { token } = await signIn(t.app);
    await addToCart(t.app, token, await stockedProduct(t.app, { price: 650 }));
    const email = 'Outbox@Example.in';
    const placed = await createOrder(t.app, token, { shippingAddress: { ...ADDRESS, email } });
    expect(placed.statusCode).toBe(201);
    await t.app.notifier.deliverDue();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/dev/email-outbox?to=${email.toLowerCase()}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const [mail, ...rest] = res.json().data.messages;
    expect(rest).toHaveLength(0);
    expect(mail.subject).toMatch(/^Order #[0-9A-F]{8} placed - ₹652$/);
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/dev/email-outbox?to=nobody@example.in',
    });
    expect(none.json().data.messages).toEqual([]);
  });

  it('refuses unknown query fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/email-outbox?phone=1' });
    expect(res.statusCode).toBe(400);
  });

  it('is not there in production', async () => {
    const prod = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        OTP_SECRET: 'x'.repeat(32),
        SMS_PROVIDER: 'console',
        PAYMENT_PROVIDER: 'simulated',
        ALLOW_SIMULATED_PAYMENTS: 'true',
      },
    });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/dev/email-outbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
