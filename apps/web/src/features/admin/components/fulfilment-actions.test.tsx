import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@shop/contracts';
import { buildAdminOrder } from '@/test/admin-factories';
import { mockApi, ok } from '@/test/mock-api';
import { renderAtRoot } from '@/test/render';
import { FulfilmentActions } from './fulfilment-actions';

function show(
  orderStatus: OrderStatus,
  paymentMethod: PaymentMethod = 'COD',
  paymentStatus: PaymentStatus = 'pending',
) {
  return renderAtRoot(
    <FulfilmentActions order={buildAdminOrder({ orderStatus, paymentMethod, paymentStatus })} />,
  );
}

const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('order fulfilment actions (issue 7: only what the status allows)', () => {
  it.each([
    ['pending', ['Confirm order', 'Cancel order']],
    ['confirmed', ['Start processing', 'Cancel order']],
    ['processing', ['Ship order', 'Cancel order']],
    ['shipped', ['Mark as delivered', 'Refused at delivery', 'Cancel order']],
    ['delivered', []],
    ['cancelled', []],
  ] as const)('offers a %s order: %j', (status, expected) => {
    show(status);
    expect(buttons()).toEqual(expected);
  });

  it('does not offer to confirm an online order that is not paid yet', () => {
    show('pending', 'UPI', 'pending');
    expect(buttons()).toEqual(['Cancel order']);
    expect(screen.getByText(/Waiting for the shopper's payment/)).toBeInTheDocument();
  });

  it('offers refused at delivery only for a shipped cash-on-delivery order', () => {
    show('shipped', 'CARD', 'completed');
    expect(buttons()).toEqual(['Mark as delivered', 'Cancel order']);
  });

  it('marks a shipped COD order refused at delivery once the owner confirms', async () => {
    const user = userEvent.setup();
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const api = mockApi({
      'PATCH /admin/orders/65f0c0ffee0000000000abcd/refused': ok({
        order: buildAdminOrder({ orderStatus: 'cancelled', cancelReason: 'Refused at delivery' }),
      }),
    });
    show('shipped');
    await user.click(screen.getByRole('button', { name: 'Refused at delivery' }));
    expect(api.callsTo('PATCH /admin/orders/65f0c0ffee0000000000abcd/refused')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Refused at delivery' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /admin/orders/65f0c0ffee0000000000abcd/refused')).toHaveLength(1),
    );
    expect(confirm).toHaveBeenLastCalledWith(
      expect.stringMatching(/^Mark order 0000ABCD refused at delivery\?/),
    );
  });

  it('puts the stock of a parcel cancelled in transit back on sale once it is back', async () => {
    const user = userEvent.setup();
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const url = 'PATCH /admin/orders/65f0c0ffee0000000000abcd/parcel-returned';
    const api = mockApi({
      [url]: ok({
        order: buildAdminOrder({
          orderStatus: 'cancelled',
          awaitingReturn: false,
          returnedToShopAt: '2026-12-07T10:00:00.000Z',
        }),
      }),
    });
    renderAtRoot(
      <FulfilmentActions
        order={buildAdminOrder({ orderStatus: 'cancelled', awaitingReturn: true })}
      />,
    );
    expect(buttons()).toEqual(['Parcel back in the shop']);
    expect(screen.getByText(/The parcel is on its way back to the shop/)).toBeInTheDocument();
    expect(screen.queryByText(/nothing more to do/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Parcel back in the shop' }));
    expect(api.callsTo(url)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Parcel back in the shop' }));
    await waitFor(() => expect(api.callsTo(url)).toHaveLength(1));
    expect(confirm).toHaveBeenLastCalledWith(
      'Is the parcel of order 0000ABCD back in the shop? Its items go back on sale.',
    );
  });

  it('says when a returned parcel came back, with nothing more to do', () => {
    renderAtRoot(
      <FulfilmentActions
        order={buildAdminOrder({
          orderStatus: 'cancelled',
          returnedToShopAt: '2026-12-07T10:00:00.000Z',
        })}
      />,
    );
    expect(buttons()).toEqual([]);
    expect(
      screen.getByText(/^The parcel came back on .+; its stock is on sale again\.$/),
    ).toBeInTheDocument();
  });

  it('confirms a paid online order', () => {
    show('pending', 'CARD', 'completed');
    expect(buttons()).toEqual(['Confirm order', 'Cancel order']);
  });

  it('ships with the carrier, tracking number and location', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'PATCH /admin/orders/65f0c0ffee0000000000abcd/status': ok({
        order: buildAdminOrder({ orderStatus: 'shipped' }),
      }),
    });
    show('processing');
    await user.click(screen.getByRole('button', { name: 'Ship order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ship order 0000ABCD' }));
    await user.type(dialog.getByLabelText('Carrier'), 'Delhivery');
    await user.type(dialog.getByLabelText('Tracking number'), 'DL123456789IN');
    await user.type(dialog.getByLabelText(/^Location/), 'Chennai hub');
    await user.click(dialog.getByRole('button', { name: 'Mark as shipped' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH /admin/orders/65f0c0ffee0000000000abcd/status')[0]?.body).toEqual({
      status: 'shipped',
      carrier: 'Delhivery',
      trackingNumber: 'DL123456789IN',
      location: 'Chennai hub',
    });
  });

  it('asks before cancelling and sends the reason', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'PATCH /admin/orders/65f0c0ffee0000000000abcd/cancel': ok({
        order: buildAdminOrder({ orderStatus: 'cancelled' }),
      }),
    });
    show('confirmed');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel order 0000ABCD?' }));
    expect(dialog.getByText(/Refund: ₹0.00/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.type(dialog.getByLabelText(/^Reason/), 'Out of stock at the warehouse');
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH /admin/orders/65f0c0ffee0000000000abcd/cancel')[0]?.body).toEqual({
      reason: 'Out of stock at the warehouse',
      cancelledBy: 'shop',
    });
  });

  it("refunds a paid shipped order in full when the shop cancels, 90% at the shopper's request", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'PATCH /admin/orders/65f0c0ffee0000000000abcd/cancel': ok({
        order: buildAdminOrder({ orderStatus: 'cancelled' }),
      }),
    });
    renderAtRoot(
      <FulfilmentActions
        order={buildAdminOrder({
          orderStatus: 'shipped',
          paymentMethod: 'CARD',
          paymentStatus: 'completed',
          totalAmount: 1002,
        })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel order 0000ABCD?' }));
    expect(dialog.getByRole('radio', { name: /^The shop:/ })).toBeChecked();
    expect(dialog.getByText(/Refund: ₹1,002.00/)).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: /^The shopper:/ }));
    expect(dialog.getByText(/Refund: ₹901.80/)).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Reason/), 'No longer needed');
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH /admin/orders/65f0c0ffee0000000000abcd/cancel')[0]?.body).toEqual({
      reason: 'No longer needed',
      cancelledBy: 'shopper',
    });
  });
});
