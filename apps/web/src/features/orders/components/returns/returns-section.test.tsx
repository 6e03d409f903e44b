import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReturnList, ReturnRequest } from '@shop/contracts';
import { buildAddress } from '@/test/address-factory';
import { fail, ok } from '@/test/mock-api';
import { confirmedOrder, openOrderPage, ORDER_ID } from '@/test/open-order-page';

const delivered = {
  ...confirmedOrder,
  orderStatus: 'delivered' as const,
  paymentMethod: 'COD' as const,
  deliveredAt: '2026-11-20T09:30:00.000Z',
};
const item = confirmedOrder.items[0]!;
const returnsPath = `GET /orders/${ORDER_ID}/returns`;

const list = (overrides: Partial<ReturnList> = {}): ReturnList => ({
  daysLeft: 23,
  items: [
    {
      orderItemId: item._id,
      name: 'Cotton Kurta',
      size: 'M',
      color: 'Navy',
      returnable: true,
      unitsLeft: 2,
      exchangeSizes: [{ variantId: 'vL', size: 'L', stock: 3 }],
    },
  ],
  returns: [],
  ...overrides,
});

const request: ReturnRequest = {
  _id: 'r1',
  orderId: ORDER_ID,
  status: 'refunded',
  reason: 'size_too_small',
  comments: '',
  photos: [],
  pickupAddress: delivered.shippingAddress,
  lines: [
    {
      orderItemId: item._id,
      name: 'Cotton Kurta',
      image: null,
      size: 'M',
      color: 'Navy',
      quantity: 1,
      kind: 'return',
      exchangeVariantId: null,
      exchangeSize: null,
      refundPaise: 129_900,
    },
  ],
  refundPaise: 129_900,
  feesRefundPaise: 0,
  refundMethod: 'UPI',
  refundTo: 'as****@okaxis',
  refundReference: 'UTR12345',
  decisionReason: null,
  exchangeCarrier: null,
  exchangeTrackingNumber: null,
  creditNote: 'CN/26-27/000007',
  events: [
    { status: 'requested', description: 'Return requested', createdAt: '2026-11-21T09:30:00.000Z' },
    {
      status: 'refunded',
      description: 'Refund of ₹1,299.00 paid',
      createdAt: '2026-11-25T09:30:00.000Z',
    },
  ],
  createdAt: '2026-11-21T09:30:00.000Z',
};

describe('returns on the order page (issue 15)', () => {
  it('offers Return or exchange with the days left, and checks the COD refund details', async () => {
    const user = userEvent.setup();
    const { api } = await openOrderPage({
      [`GET /orders/${ORDER_ID}`]: ok({ order: delivered }),
      [returnsPath]: ok(list()),
      [`POST /orders/${ORDER_ID}/returns`]: ok(request),
    });
    expect(await screen.findByText('23 days left to return or exchange')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return or exchange' }));
    const dialog = screen.getByRole('dialog', { name: 'Return or exchange' });
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Size too small');
    await user.click(within(dialog).getByLabelText('Bank account'));
    await user.type(within(dialog).getByLabelText("Account holder's name"), 'Asha Rao');
    await user.type(within(dialog).getByLabelText('Account number'), '001234567890');
    await user.type(within(dialog).getByLabelText('Account number again'), '001234567891');
    await user.type(within(dialog).getByLabelText('IFSC'), 'hdfc1234');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('The account numbers do not match')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid IFSC, like SBIN0001234')).toBeInTheDocument();
    expect(api.callsTo(`POST /orders/${ORDER_ID}/returns`)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Account number again'));
    await user.type(within(dialog).getByLabelText('Account number again'), '001234567890');
    await user.clear(within(dialog).getByLabelText('IFSC'));
    await user.type(within(dialog).getByLabelText('IFSC'), 'HDFC0001234');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(api.callsTo(`POST /orders/${ORDER_ID}/returns`)[0]?.body).toMatchObject({
      lines: [{ orderItemId: item._id, quantity: 1, kind: 'return' }],
      reason: 'size_too_small',
      refundDestination: { method: 'BANK', ifsc: 'HDFC0001234' },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks an exchange for a size of the same colour', async () => {
    const user = userEvent.setup();
    const { api } = await openOrderPage({
      [`GET /orders/${ORDER_ID}`]: ok({ order: delivered }),
      [returnsPath]: ok(list()),
      'GET /users/addresses': ok({
        addresses: [
          buildAddress({ id: 'a2', _id: 'a2', addressLine1: '7 Park Street', city: 'Kolkata' }),
        ],
      }),
      [`POST /orders/${ORDER_ID}/returns`]: fail(
        409,
        'EXCHANGE_OUT_OF_STOCK',
        'The size you chose is out of stock',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Return or exchange' }));
    const dialog = screen.getByRole('dialog', { name: 'Return or exchange' });
    await user.click(within(dialog).getByLabelText('Exchange for another size'));
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Size too small');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('Choose the size you want instead')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('New size'), 'L');
    await user.selectOptions(
      within(dialog).getByLabelText('Pickup address'),
      await within(dialog).findByRole('option', { name: /7 Park Street, Kolkata/ }),
    );
    expect(
      within(dialog).getByText(/7 Park Street, Kolkata/, { selector: 'p' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await within(dialog).findByText('The size you chose is out of stock'),
    ).toBeInTheDocument();
    expect(api.callsTo(`POST /orders/${ORDER_ID}/returns`)[0]?.body).toMatchObject({
      lines: [{ kind: 'exchange', exchangeVariantId: 'vL' }],
      pickupAddressId: 'a2',
    });
  });

  it("shows each request's status as a timeline, and a closed window", async () => {
    await openOrderPage({
      [`GET /orders/${ORDER_ID}`]: ok({ order: delivered }),
      [returnsPath]: ok(list({ daysLeft: -2, returns: [request] })),
    });
    expect(
      await screen.findByText('The return window for this order has closed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return or exchange' })).not.toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Request timeline' });
    expect(within(timeline).getByText('Refund of ₹1,299.00 paid')).toBeInTheDocument();
    expect(screen.getByText(/to as\*\*\*\*@okaxis \(reference UTR12345\)/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Download credit note CN/26-27/000007' }),
    ).toBeInTheDocument();
  });

  it('says so when the returns cannot be loaded', async () => {
    await openOrderPage({
      [`GET /orders/${ORDER_ID}`]: ok({ order: delivered }),
      [returnsPath]: fail(500, 'INTERNAL', 'boom'),
    });
    expect(
      await screen.findByText('Returns could not be loaded. Please try again.'),
    ).toBeInTheDocument();
  });
});
