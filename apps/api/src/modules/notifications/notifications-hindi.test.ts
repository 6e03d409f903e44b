import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumber, placeholdersOf } from '@shop/contracts';
import { buildAdminTestApp, type AdminTestApp } from '../../../test/admin';
import { ADDRESS, addToCart, createOrder, stockedProduct } from '../../../test/orders';
import { bearer, signIn } from '../../../test/sign-in';
import { startSmtp, type TestSmtp } from '../../../test/smtp';
import { NOTIFICATION_CATALOGUES } from './notification-messages';

describe('order e-mails and SMS in the shopper’s language (issue 19)', () => {
  let smtp: TestSmtp;
  let t: AdminTestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildAdminTestApp({
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: smtp.url,
      UNPAID_ORDER_SWEEP_SECONDS: '0',
      PUBLIC_URL: 'https://shop.example.in',
      // The placed SMS is registered in both languages; the confirmed one only in English.
      SMS_DLT_TEMPLATES: JSON.stringify({ 'order.placed': 'EN-1', 'order.confirmed': 'EN-2' }),
      SMS_DLT_TEMPLATES_HI: JSON.stringify({ 'order.placed': 'HI-1' }),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function placeOrder(language: 'en' | 'hi', email: string) {
    const shopper = await signIn(t.app);
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: { language },
      headers: bearer(shopper.token),
    });
    expect(chosen.statusCode).toBe(200);
    const item = await stockedProduct(t.app, { price: 1000, name: `Chanderi Kurta ${email}` });
    await addToCart(t.app, shopper.token, item);
    const res = await createOrder(t.app, shopper.token, {
      shippingAddress: { ...ADDRESS, email },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data.order as { orderId: string };
    return { ...shopper, order, item, number: `#${orderNumber(order.orderId)}` };
  }

  const smsTo = async (phone: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?phone=${phone}` })).json().data
      .messages as Array<{ text: string; templateId?: string }>;

  it('writes the e-mail in Hindi for a shopper who chose Hindi', async () => {
    const email = 'hindi-shopper@example.in';
    const { order, number, item } = await placeOrder('hi', email);
    expect(await t.app.notifier.deliverDue()).toMatchObject({ failed: 0 });
    const [mail] = smtp.to(email);
    expect(mail!.subject).toBe(`ऑर्डर ${number} प्लेस हो गया - ₹1,002`);
    expect(mail!.text).toContain(`धन्यवाद! आपका ऑर्डर ${number} प्लेस हो गया है`);
    // The break-up between the line and the total, in the order's own figures.
    expect(mail!.text).toContain(
      [
        `${item.product.name} (साइज़ M) x 1: ₹1,000`,
        'सबटोटल: ₹1,000',
        'शिपिंग: मुफ़्त',
        'प्लेटफ़ॉर्म फ़ीस: ₹2',
        'कुल: ₹1,002',
      ].join('\n'),
    );
    expect(mail!.text).toContain('पेमेंट: कैश ऑन डिलीवरी।');
    expect(mail!.text).toContain(
      `अपना ऑर्डर देखें: https://shop.example.in/hi/orders/${order.orderId}`,
    );
    expect(mail!.text).toContain('शिकायत अधिकारी: Meera Krishnan');
    expect(mail!.html).toContain('<html lang="hi">');
    expect(mail!.text).not.toContain('Thank you');
  });

  it('sends the order SMS in Hindi under the Hindi template, in English where only that is registered', async () => {
    const { phone, order, number } = await placeOrder('hi', 'hindi-sms@example.in');
    await t.app.notifier.deliverDue();
    expect((await smsTo(phone)).filter((m) => m.text.includes(number))).toEqual([
      expect.objectContaining({
        text: `BharatBazaar: आपका ₹1,002 का ऑर्डर ${number} प्लेस हो गया है। यहाँ ट्रैक करें: https://shop.example.in/hi/orders/${order.orderId}`,
        templateId: 'HI-1',
      }),
    ]);

    const confirmed = await t.call({
      method: 'PATCH',
      url: `/api/admin/orders/${order.orderId}/status`,
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode).toBe(200);
    await t.app.notifier.deliverDue();
    const [latest] = await smsTo(phone);
    // No Hindi template for it: a Hindi text would be refused by the gateway, so English.
    expect(latest).toMatchObject({
      text: `BharatBazaar: order ${number} is confirmed. https://shop.example.in/orders/${order.orderId}`,
      templateId: 'EN-2',
    });
    // The e-mail has no template to match: Hindi.
    expect(smtp.to('hindi-sms@example.in').map((m) => m.subject)).toContain(
      `ऑर्डर ${number} कन्फ़र्म हो गया`,
    );
  });

  it('keeps English e-mails and SMS for a shopper who reads English', async () => {
    const email = 'english-shopper@example.in';
    const { phone, number } = await placeOrder('en', email);
    await t.app.notifier.deliverDue();
    expect(smtp.to(email)[0]!.subject).toBe(`Order ${number} placed - ₹1,002`);
    expect(smtp.to(email)[0]!.html).toContain('<html lang="en">');
    expect((await smsTo(phone)).find((m) => m.text.includes(number))).toMatchObject({
      templateId: 'EN-1',
    });
  });

  it('has every message in both languages with the same placeholders', () => {
    const { en, hi } = NOTIFICATION_CATALOGUES;
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as Array<keyof typeof en>) {
      expect(placeholdersOf(hi[key]), key).toEqual(placeholdersOf(en[key]));
    }
  });
});
