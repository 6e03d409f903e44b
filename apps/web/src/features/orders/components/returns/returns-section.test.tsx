import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReturnList, ReturnRequest } from '@shop/contracts';
import { buildAddress } from '@/test/address-factory';
import { fail, ok } from '@/test/mock-api';
import { confirmedOrder, openOrderPage, ORDER_ID } from '@/test/open-order-page';
import { buildReturnLine, buildReturnRequest } from '@/test/return-factory';

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

const request: ReturnRequest = buildReturnRequest({
  orderId: ORDER_ID,
  status: 'refunded',
  pickupAddress: delivered.shippingAddress,
  lines: [buildReturnLine({ orderItemId: item._id })],
  refundMethod: 'UPI',
  refundTo: 'as****@okaxis',
  refundReference: 'UTR12345',
  creditNote: 'CN/26-27/000007',
  events: [
    { status: 'requested', description: 'Return requested', createdAt: '2026-11-21T09:30:00.000Z' },
    {
      status: 'refunded',
      description: 'Refund of ₹1,299.00 paid',
      createdAt: '2026-11-25T09:30:00.000Z',
    },
  ],
});

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

  it('says which was asked of an item with nothing left to ask: a return or an exchange', async () => {
    const exchangeAsked = list({
      items: [{ ...list().items[0]!, unitsLeft: 0 }],
      returns: [
        {
          ...request,
          status: 'requested',
          lines: [buildReturnLine({ orderItemId: item._id, kind: 'exchange', exchangeSize: 'L' })],
        },
      ],
    });
    await openOrderPage({
      [`GET /orders/${ORDER_ID}`]: ok({ order: delivered }),
      [returnsPath]: ok(exchangeAsked),
    });
    expect(await screen.findByText('Exchange requested')).toBeInTheDocument();
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

  /** The kurta of the order and a shirt of it, both exchangeable. */
  const twoItems = () =>
    list({
      items: [
        ...list().items,
        {
          orderItemId: 'shirt1',
          name: 'Linen Shirt',
          size: 'M',
          color: 'White',
          returnable: true,
          unitsLeft: 3,
          exchangeSizes: [{ variantId: 'sS', size: 'S', stock: 4 }],
        },
      ],
    });
  const kurtaBox = (dialog: HTMLElement) =>
    within(dialog).getByRole('checkbox', { name: 'Cotton Kurta · Size M · Navy' });
  const shirtBox = (dialog: HTMLElement) =>
    within(dialog).getByRole('checkbox', { name: 'Linen Shirt · Size M · White' });
  const group = (dialog: HTMLElement, name: string) =>
    within(within(dialog).getByRole('group', { name }));

  it('puts two items in one request, each with its own size and quantity', async () => {
    const user = userEvent.setup();
    const { api } = await openOrderPage({
      [`GET /orders/${ORDER_ID}`]: ok({ order: delivered }),
      [returnsPath]: ok(twoItems()),
      [`POST /orders/${ORDER_ID}/returns`]: ok(request),
    });
    await user.click((await screen.findAllByRole('button', { name: 'Return or exchange' }))[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Return or exchange' });
    // The shirt's button opened it: the shirt starts ticked, the kurta not.
    expect(shirtBox(dialog)).toBeChecked();
    expect(kurtaBox(dialog)).not.toBeChecked();
    await user.click(kurtaBox(dialog));
    const kurta = group(dialog, 'Cotton Kurta · Size M · Navy');
    const shirt = group(dialog, 'Linen Shirt · Size M · White');
    await user.click(kurta.getByLabelText('Exchange for another size'));
    await user.selectOptions(kurta.getByLabelText('Quantity'), '2');
    await user.click(shirt.getByLabelText('Exchange for another size'));
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Size too small');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    // Each item's size is asked at its own select.
    expect(shirt.getByLabelText('New size')).toHaveAccessibleDescription(
      'Choose the size you want instead',
    );
    expect(kurta.getByLabelText('New size')).toHaveAccessibleDescription(
      'Choose the size you want instead',
    );
    expect(api.callsTo(`POST /orders/${ORDER_ID}/returns`)).toHaveLength(0);
    await user.selectOptions(kurta.getByLabelText('New size'), 'L');
    await user.selectOptions(shirt.getByLabelText('New size'), 'S');
    // Exchanges only: nothing is refunded, so no refund destination is asked.
    expect(within(dialog).queryByLabelText('UPI id')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    const sent = api.callsTo(`POST /orders/${ORDER_ID}/returns`);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      lines: [
        { orderItemId: item._id, quantity: 2, kind: 'exchange', exchangeVariantId: 'vL' },
        { orderItemId: 'shirt1', quantity: 1, kind: 'exchange', exchangeVariantId: 'sS' },
      ],
      reason: 'size_too_small',
    });
    expect(sent[0]?.body).not.toHaveProperty('refundDestination');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for at least one item and sends nothing without one', async () => {
    const user = userEvent.setup();
    const { api } = await openOrderPage({
      [`GET /orders/${ORDER_ID}`]: ok({ order: delivered }),
      [returnsPath]: ok(twoItems()),
      [`POST /orders/${ORDER_ID}/returns`]: ok(request),
    });
    await user.click((await screen.findAllByRole('button', { name: 'Return or exchange' }))[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Return or exchange' });
    expect(kurtaBox(dialog)).toHaveFocus();
    // Space on the focused checkbox unticks it: the list works from the keyboard.
    await user.keyboard(' ');
    expect(kurtaBox(dialog)).not.toBeChecked();
    expect(within(dialog).queryByLabelText('Quantity')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Size too small');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('Choose at least one item')).toBeInTheDocument();
    expect(shirtBox(dialog)).toHaveAccessibleDescription('Choose at least one item');
    expect(api.callsTo(`POST /orders/${ORDER_ID}/returns`)).toHaveLength(0);
  });

  it('asks a cash-on-delivery refund destination only while a ticked item is returned', async () => {
    const user = userEvent.setup();
    const { api } = await openOrderPage({
      [`GET /orders/${ORDER_ID}`]: ok({ order: delivered }),
      [returnsPath]: ok(twoItems()),
      [`POST /orders/${ORDER_ID}/returns`]: ok(request),
    });
    await user.click((await screen.findAllByRole('button', { name: 'Return or exchange' }))[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Return or exchange' });
    const kurta = group(dialog, 'Cotton Kurta · Size M · Navy');
    expect(within(dialog).getByLabelText('UPI id')).toBeInTheDocument();
    await user.click(kurta.getByLabelText('Exchange for another size'));
    await user.selectOptions(kurta.getByLabelText('New size'), 'L');
    expect(within(dialog).queryByLabelText('UPI id')).not.toBeInTheDocument();

    // The shirt ticked as a return: now there is money to send back.
    await user.click(shirtBox(dialog));
    expect(
      within(dialog).getByRole('group', {
        name: 'You paid in cash: where should we send the refund?',
      }),
    ).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Changed my mind');
    await user.type(within(dialog).getByLabelText('UPI id'), 'asha.rao@okaxis');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    // The server takes returns and exchanges in separate requests: said before sending.
    expect(
      within(dialog).getByText('Ask for returns and exchanges in separate requests'),
    ).toBeInTheDocument();
    expect(api.callsTo(`POST /orders/${ORDER_ID}/returns`)).toHaveLength(0);

    await user.click(kurtaBox(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(api.callsTo(`POST /orders/${ORDER_ID}/returns`)[0]?.body).toMatchObject({
      lines: [{ orderItemId: 'shirt1', quantity: 1, kind: 'return' }],
      reason: 'changed_my_mind',
      refundDestination: { method: 'UPI', upiId: 'asha.rao@okaxis' },
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
