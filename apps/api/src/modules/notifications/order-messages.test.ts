import { describe, expect, it } from 'vitest';
import type { StoreProfile } from '@shop/contracts';
import type { OrderForMessage } from './notification-repository';
import { renderOrderMessage } from './order-messages';

const store = {
  legalName: 'BharatBazaar Retail Pvt. Ltd.',
  tradeName: 'BharatBazaar',
  gstin: '29AABCB1234C1ZA',
  addressLine1: 'MG Road',
  addressLine2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  stateCode: '29',
  pincode: '560001',
  supportPhone: '+91 1800-123-4567',
  supportEmail: 'support@bharatbazaar.in',
  grievanceOfficerName: 'Meera Krishnan',
  grievanceOfficerDesignation: 'Grievance Officer',
  grievanceOfficerPhone: '9845012345',
  grievanceOfficerEmail: 'grievance@bharatbazaar.in',
  updatedAt: '2026-11-25T00:00:00.000Z',
} satisfies StoreProfile;

const data = {
  order: {
    id: '65f1c0ffee0000000abc12ef',
    subtotal: 2598,
    couponDiscount: 0,
    couponCode: null,
    deliveryFee: 0,
    platformFee: 2,
    codFee: 0,
    totalAmount: 2600,
    paymentMethod: 'UPI',
    cancelReason: 'Ordered by mistake',
    carrier: null,
    trackingNumber: null,
    shippingAddress: {
      name: 'Asha <b>Rao</b>',
      phone: '9876543210',
      addressLine1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    },
  },
  items: [],
  refund: undefined,
} as unknown as OrderForMessage;

describe('order messages (issue 14)', () => {
  it('gives a cancelled paid order its refund in rupees and paise, with the timeline', () => {
    const message = renderOrderMessage(
      'order.cancelled',
      data,
      { refundPaise: 234_000, timeline: '3-5 business days' },
      store,
      'https://shop.example.in',
    );
    expect(message.subject).toBe('Order #0ABC12EF cancelled');
    expect(message.text).toContain('A refund of ₹2,340.00 is on its way: 3-5 business days.');
    expect(message.sms).toBe(
      'BharatBazaar: order #0ABC12EF is cancelled. Refund ₹2,340.00: 3-5 business days.',
    );
  });

  it("says why a payment failed in the shopper's language, with one full stop", () => {
    const reason = 'Your card was declined. Please try another card or payment method.';
    const failed = (language: 'en' | 'hi') =>
      renderOrderMessage(
        'order.payment_failed',
        data,
        { reason },
        store,
        'https://shop.example.in',
        language,
      );
    const english = failed('en').text;
    expect(english).toContain(
      'The payment of ₹2,600 was not completed: Your card was declined. Please try another card or payment method.',
    );
    expect(english).not.toContain('method..');
    const hindi = failed('hi');
    expect(hindi.text).toContain(
      '₹2,600 का पेमेंट पूरा नहीं हुआ: आपका कार्ड अस्वीकार हो गया। कृपया कोई दूसरा कार्ड या पेमेंट का तरीका आज़माएँ।',
    );
    expect(hindi.text).not.toContain('।।');
    expect(hindi.text).not.toContain('declined');
    expect(hindi.html).not.toContain('।।');
  });

  it("gives the cancel dialog's reason in the shopper's language", () => {
    const cancelled = (language: 'en' | 'hi') =>
      renderOrderMessage(
        'order.cancelled',
        { ...data, order: { ...data.order, cancelReason: 'Found a better price elsewhere' } },
        {},
        store,
        'https://shop.example.in',
        language,
      ).text;
    expect(cancelled('en')).toContain('Reason: Found a better price elsewhere.');
    expect(cancelled('hi')).toContain('कारण: कहीं और सस्ता मिल गया।');
  });

  it('tells the shopper a refund is issued, to the method they paid with', () => {
    const message = renderOrderMessage(
      'order.refunded',
      data,
      { refundPaise: 234_000, timeline: '3-5 business days' },
      store,
      'https://shop.example.in',
    );
    expect(message.subject).toBe('Refund of ₹2,340.00 issued for order #0ABC12EF');
    expect(message.text).toContain('We have sent ₹2,340.00 back to your UPI for order #0ABC12EF.');
    expect(message.text).toContain('It reaches you in 3-5 business days.');
  });

  it('tells the shopper of a step of their return (issue 15)', () => {
    const message = renderOrderMessage(
      'order.return_update',
      data,
      { headline: 'Your refund of ₹449.00 is issued', text: 'It reaches you in 5-7 days.' },
      store,
      'https://shop.example.in',
    );
    expect(message.subject).toBe('Your refund of ₹449.00 is issued - order #0ABC12EF');
    expect(message.text).toContain('It reaches you in 5-7 days.');
    expect(message.sms).toContain(
      'BharatBazaar: Your refund of ₹449.00 is issued (order #0ABC12EF).',
    );
  });

  it("escapes the shopper's own words in the HTML e-mail", () => {
    const message = renderOrderMessage('order.placed', data, {}, store, 'https://shop.example.in');
    expect(message.html).toContain('Hello Asha &lt;b&gt;Rao&lt;/b&gt;');
    expect(message.html).not.toContain('<b>Rao</b>');
    expect(message.text).toContain('Hello Asha <b>Rao</b>');
    expect(message.text).toContain('Payment: UPI');
  });

  describe('the break-up between the lines and the total (E-Commerce Rules 2020)', () => {
    // The order in the report: 2 jeans at ₹2,699, BIGSAVE500 off, free shipping, ₹2 fee.
    const jeansOrder = {
      ...data,
      order: {
        ...data.order,
        subtotal: 5398,
        couponDiscount: 500,
        couponCode: 'BIGSAVE500',
        deliveryFee: 0,
        platformFee: 2,
        codFee: 0,
        totalAmount: 4900,
      },
      items: [
        {
          productId: 'p1',
          name: "Men's Slim Fit Clean Look Jeans",
          size: '28',
          quantity: 2,
          price: 2699,
        },
      ],
    } as unknown as OrderForMessage;

    /** The e-mail's 'label: value' lines from the first item to the total. */
    const chargeLines = (text: string) => {
      const lines = text.split('\n');
      const first = lines.findIndex((line) => line.includes(' x '));
      const total = lines.findIndex((line, at) => at > first && /^(Total|कुल): /.test(line));
      return lines.slice(first, total + 1);
    };
    const rupees = (line: string) => {
      const amount = /([-−]?)₹([\d,]+)$/.exec(line);
      const value = amount ? Number(amount[2]!.replace(/,/g, '')) : 0;
      return amount?.[1] ? -value : value;
    };

    it.each(['order.placed', 'order.confirmed'] as const)(
      'lists subtotal, coupon, shipping and platform fee under the lines of %s, adding up to the total',
      (event) => {
        const message = renderOrderMessage(event, jeansOrder, {}, store, 'https://shop.example.in');
        const lines = chargeLines(message.text);
        expect(lines).toEqual([
          "Men's Slim Fit Clean Look Jeans (size 28) x 2: ₹5,398",
          'Subtotal: ₹5,398',
          'Coupon discount (BIGSAVE500): −₹500',
          'Shipping: FREE',
          'Platform fee: ₹2',
          'Total: ₹4,900',
        ]);
        // The lines add up to the subtotal, and the subtotal and charges to the total.
        const [item, ...charges] = lines.slice(0, -1);
        expect(rupees(item!)).toBe(rupees(charges[0]!));
        expect(charges.reduce((sum, line) => sum + rupees(line), 0)).toBe(rupees(lines.at(-1)!));
        for (const row of ['Coupon discount (BIGSAVE500)', '−₹500', 'Platform fee', 'FREE']) {
          expect(message.html).toContain(`>${row}</td>`);
        }
      },
    );

    it('shows a shipping charge and the cash-on-delivery fee the order was charged', () => {
      const codOrder = {
        ...jeansOrder,
        order: {
          ...jeansOrder.order,
          paymentMethod: 'COD',
          couponDiscount: 0,
          couponCode: null,
          deliveryFee: 99,
          codFee: 30,
          totalAmount: 5398 + 99 + 2 + 30,
        },
      } as unknown as OrderForMessage;
      const message = renderOrderMessage(
        'order.placed',
        codOrder,
        {},
        store,
        'https://shop.example.in',
      );
      expect(chargeLines(message.text).slice(1)).toEqual([
        'Subtotal: ₹5,398',
        'Shipping: ₹99',
        'Platform fee: ₹2',
        'Cash on Delivery fee: ₹30',
        'Total: ₹5,529',
      ]);
    });

    it('gives the break-up in Hindi to a shopper who reads Hindi', () => {
      const message = renderOrderMessage(
        'order.placed',
        jeansOrder,
        {},
        store,
        'https://shop.example.in',
        'hi',
      );
      expect(chargeLines(message.text).slice(1)).toEqual([
        'सबटोटल: ₹5,398',
        'कूपन छूट (BIGSAVE500): −₹500',
        'शिपिंग: मुफ़्त',
        'प्लेटफ़ॉर्म फ़ीस: ₹2',
        'कुल: ₹4,900',
      ]);
    });
  });
});
