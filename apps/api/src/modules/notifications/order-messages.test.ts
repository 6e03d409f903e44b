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
});
