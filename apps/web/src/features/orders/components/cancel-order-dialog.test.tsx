import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@shop/contracts';
import { deferredReply, fail, ok, type mockApi } from '@/test/mock-api';
import { confirmedOrder, openOrderPage, ORDER_ID } from '@/test/open-order-page';

const ID = ORDER_ID;
const orderPath = `GET /orders/${ID}`;
const cancelPath = `PATCH /orders/${ID}/cancel`;
const cancelledWithRefund = (order: Order): Order => ({
  ...order,
  orderStatus: 'cancelled',
  paymentStatus: 'refunded',
  refund: {
    amount: 2600,
    amountPaise: 260000,
    timeline: '5-7 business days',
    status: 'pending',
    createdAt: '2026-11-21T10:00:00.000Z',
  },
});

describe('cancel dialog (spec §2, §5, §8)', () => {
  async function openDialog(routes: Parameters<typeof mockApi>[0] = {}) {
    const user = userEvent.setup();
    const view = await openOrderPage({ [orderPath]: ok({ order: confirmedOrder }), ...routes });
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Order' });
    return { ...view, user, dialog };
  }

  it('shows the refund box and keeps Cancel Order disabled until a reason is chosen', async () => {
    const { user, dialog, api } = await openDialog();
    const refund = within(dialog).getByRole('region', { name: 'Refund Information' });
    expect(refund).toHaveTextContent('₹2,600.00');
    expect(refund).toHaveTextContent('5-7 business days');
    const reason = within(dialog).getByLabelText('Reason for cancellation *');
    expect(reason).toHaveFocus();
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select a reason',
      'Changed my mind',
      'Found a better price elsewhere',
      'Ordered by mistake',
      'Product no longer needed',
      'Delivery taking too long',
      'Want to change size/color',
      'Financial reasons',
      'Other',
    ]);
    expect(within(dialog).getByLabelText('Additional Comments (Optional)')).toHaveAttribute(
      'rows',
      '3',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel Order' })).toBeDisabled();
    await user.tab();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please select a cancellation reason',
    );
    expect(api.callsTo(cancelPath)).toHaveLength(0);
  });

  it('asks for confirmation and sends nothing when the shopper declines it', async () => {
    const { user, dialog, api, confirm } = await openDialog();
    confirm.mockReturnValue(false);
    await user.selectOptions(
      within(dialog).getByLabelText('Reason for cancellation *'),
      'Ordered by mistake',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to cancel this order?');
    expect(api.callsTo(cancelPath)).toHaveLength(0);
  });

  it('cancels with the reason only, shows Cancelling..., then the refund alert and the new status', async () => {
    const reply = deferredReply();
    const { user, dialog, api, alert } = await openDialog({ [cancelPath]: reply.route });
    await user.selectOptions(
      within(dialog).getByLabelText('Reason for cancellation *'),
      'Ordered by mistake',
    );
    await user.type(within(dialog).getByLabelText('Additional Comments (Optional)'), 'Wrong size');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));

    expect(await within(dialog).findByRole('button', { name: 'Cancelling...' })).toBeDisabled();
    expect(api.callsTo(cancelPath)[0]?.body).toEqual({ reason: 'Ordered by mistake' });
    reply.release(ok({ order: cancelledWithRefund(confirmedOrder) }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Order cancelled successfully! You will receive a refund of ₹2,600.00 within 5-7 business days.',
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('alerts the failure and leaves the order as it was', async () => {
    const { user, dialog, alert } = await openDialog({
      [cancelPath]: fail(422, 'ORDER_NOT_CANCELLABLE', 'This order can no longer be cancelled'),
    });
    await user.selectOptions(within(dialog).getByLabelText('Reason for cancellation *'), 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to cancel order. Please try again.'),
    );
    expect(screen.getAllByText('Confirmed').length).toBeGreaterThan(0);
  });
});
