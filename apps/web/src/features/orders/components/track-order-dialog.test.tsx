import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from '@/test/mock-api';
import { confirmedOrder, openOrderPage, ORDER_ID } from '@/test/open-order-page';
import { buildTracking } from '@/test/order-factory';

const ID = ORDER_ID;
const orderPath = `GET /orders/${ID}`;

describe('track dialog (spec §2)', () => {
  const shipped = { ...confirmedOrder, orderStatus: 'shipped' as const };

  it('shows the recorded events, the expected delivery and the address', async () => {
    const user = userEvent.setup();
    await openOrderPage({
      [orderPath]: ok({ order: shipped }),
      [`GET /orders/${ID}/track`]: ok(
        buildTracking(shipped, {
          estimatedDelivery: '2026-11-27T09:30:00.000Z',
          events: [
            {
              status: 'pending',
              location: null,
              timestamp: '2026-11-20T09:30:00.000Z',
              description: 'Order placed',
            },
            {
              status: 'shipped',
              location: 'Bengaluru hub',
              timestamp: '2026-11-21T12:15:00.000Z',
              description: 'Handed to the courier',
            },
          ],
        }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Track Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Track Your Order' });
    expect(await within(dialog).findByText('Handed to the courier')).toBeInTheDocument();
    expect(within(dialog).getByText('#0ABC12EF')).toBeInTheDocument();
    expect(within(dialog).getByText('Friday, November 27, 2026')).toBeInTheDocument();
    expect(within(dialog).getByText(/Bengaluru hub/)).toBeInTheDocument();
    expect(within(dialog).getByText('Order placed')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone: 9876543210')).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'TBD' and 'No tracking information available' when there is nothing yet", async () => {
    const user = userEvent.setup();
    await openOrderPage({
      [orderPath]: ok({ order: { ...shipped, estimatedDelivery: null } }),
      [`GET /orders/${ID}/track`]: ok(buildTracking({ ...shipped, estimatedDelivery: null })),
    });
    await user.click(await screen.findByRole('button', { name: 'Track Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Track Your Order' });
    expect(
      await within(dialog).findByText('No tracking information available'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('TBD')).toBeInTheDocument();
  });

  it('says tracking failed when the call fails', async () => {
    const user = userEvent.setup();
    await openOrderPage({
      [orderPath]: ok({ order: shipped }),
      [`GET /orders/${ID}/track`]: fail(503, 'DATABASE_UNAVAILABLE', 'down'),
    });
    await user.click(await screen.findByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText('Failed to track order. Please try again.')).toBeInTheDocument();
  });
});
