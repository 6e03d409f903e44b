import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { fail, mockApi, ok } from '@/test/mock-api';
import { buildOrder } from '@/test/order-factory';
import { renderRoutes } from '@/test/render';
import { storeSignedIn } from '@/test/user-factory';
import { OrderConfirmationPage } from './order-confirmation-page';

const ID = '65f1c0ffee0000000abc12ef';

/** Arrives the way checkout sends the shopper: the id in the URL and id + total in the state. */
async function arrive(routes: Parameters<typeof mockApi>[0], target: string, state?: unknown) {
  storeSignedIn();
  const api = mockApi(routes);
  const view = renderRoutes([{ path: '/order-confirmation', element: <OrderConfirmationPage /> }], {
    path: '/start',
  });
  await act(() => view.router.navigate(target, { state }));
  return { ...view, api };
}

describe('order confirmation (spec §2 Order confirmation)', () => {
  it('shows the order read by id: number, total, status, expected delivery and the timeline', async () => {
    const order = buildOrder({
      orderId: ID,
      orderStatus: 'confirmed',
      totalAmount: 2600,
      estimatedDelivery: '2026-11-27T09:30:00.000Z',
    });
    await arrive({ [`GET /orders/${ID}`]: ok({ order }) }, `/order-confirmation?orderId=${ID}`, {
      orderId: ID,
      totalAmount: 2600,
    });

    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    const facts = screen.getByText('Order Number').closest('dl')!;
    expect(within(facts).getByText('0ABC12EF')).toBeInTheDocument();
    expect(within(facts).getByText('₹2,600')).toBeInTheDocument();
    expect(within(facts).getByText('Confirmed')).toBeInTheDocument();
    expect(within(facts).getByText('Friday, November 27, 2026')).toBeInTheDocument();

    const timeline = screen.getByRole('region', { name: 'Order Timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Order Placed (done)Just now',
      'ProcessingWithin 24 hours',
      'ShippedPending',
      'DeliveredFriday, November 27, 2026',
    ]);
    expect(screen.getByRole('region', { name: "What's Next?" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    for (const badge of ['Secure Checkout', '24/7 Support', 'Quality Guaranteed']) {
      expect(screen.getByText(badge)).toBeInTheDocument();
    }
  });

  it('puts focus on its h1 on arrival, so a screen reader announces the order is placed', async () => {
    await arrive(
      { [`GET /orders/${ID}`]: ok({ order: buildOrder({ orderId: ID }) }) },
      `/order-confirmation?orderId=${ID}`,
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Order Confirmed!' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('works after a reload with only the id in the URL', async () => {
    const { api } = await arrive(
      { [`GET /orders/${ID}`]: ok({ order: buildOrder({ orderId: ID, totalAmount: 999 }) }) },
      `/order-confirmation?orderId=${ID}`,
    );
    expect(await screen.findByText('₹999')).toBeInTheDocument();
    expect(api.callsTo(`GET /orders/${ID}`)).toHaveLength(1);
  });

  it("assumes 'pending' and 7 days from now when the server gives neither", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T06:00:00.000Z'), toFake: ['Date'] });
    const order = {
      ...buildOrder({ orderId: ID }),
      orderStatus: '' as 'pending',
      estimatedDelivery: null,
    };
    await arrive({ [`GET /orders/${ID}`]: ok({ order }) }, `/order-confirmation?orderId=${ID}`);
    const facts = (await screen.findByText('Order Number')).closest('dl')!;
    expect(within(facts).getByText('Pending')).toBeInTheDocument();
    expect(within(facts).getByText('Friday, November 27, 2026')).toBeInTheDocument();
  });

  it('falls back to the passed id and total when the order cannot be read', async () => {
    await arrive(
      { [`GET /orders/${ID}`]: fail(503, 'DATABASE_UNAVAILABLE', 'down') },
      '/order-confirmation',
      {
        orderId: ID,
        totalAmount: 1450,
      },
    );
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    const facts = screen.getByText('Order Number').closest('dl')!;
    expect(within(facts).getByText('0ABC12EF')).toBeInTheDocument();
    expect(within(facts).getByText('₹1,450')).toBeInTheDocument();
    expect(within(facts).getByText('Pending')).toBeInTheDocument();
  });

  it("says 'Order information not found' without an order id", async () => {
    await arrive({}, '/order-confirmation');
    expect(screen.getByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Order information not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it("says 'Failed to load order details' when the read fails and nothing was passed", async () => {
    await arrive(
      { [`GET /orders/${ID}`]: fail(404, 'NOT_FOUND', 'Order not found') },
      `/order-confirmation?orderId=${ID}`,
    );
    expect(await screen.findByText('Failed to load order details')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
  });
});
