import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@shop/contracts';
import { fail, mockApi, ok, type ApiCall, type MockReply } from '@/test/mock-api';
import { buildOrder, buildOrderItem } from '@/test/order-factory';
import { renderRoutes } from '@/test/render';
import { storeSignedIn } from '@/test/user-factory';
import { OrdersPage } from './orders-page';

const list = (
  orders: Order[],
  pagination = { total: orders.length, page: 1, pages: 1, limit: 10 },
) => ok({ orders, pagination });

function openOrders(reply: MockReply | ((call: ApiCall) => MockReply), path = '/orders') {
  storeSignedIn();
  const api = mockApi({ 'GET /orders/my-orders': reply });
  const view = renderRoutes([{ path: '/orders', element: <OrdersPage /> }], { path });
  return { ...view, api };
}

const lastQuery = (api: ReturnType<typeof mockApi>) =>
  Object.fromEntries(api.callsTo('GET /orders/my-orders').at(-1)!.query);

describe('orders list (spec §2 Orders list)', () => {
  it('shows each order card as specified', async () => {
    const order = buildOrder({
      orderId: '65f1c0ffee0000000abc12ef',
      orderStatus: 'shipped',
      paymentStatus: 'completed',
      createdAt: '2026-11-20T09:30:00.000Z',
      items: [
        buildOrderItem({
          product: { _id: 'a', name: 'Cotton Kurta', images: [] },
          quantity: 2,
          price: 1299,
        }),
        buildOrderItem({ product: { _id: 'b', name: '', images: [] }, quantity: 1, price: 499 }),
        buildOrderItem({ product: { _id: 'c', name: 'Silk Saree', images: [] } }),
        buildOrderItem({ product: { _id: 'd', name: 'Jute Bag', images: [] } }),
      ],
      totalAmount: 4600,
    });
    openOrders(list([order]));

    const card = await screen.findByRole('article', { name: 'Order #0ABC12EF' });
    expect(within(card).getByText('Placed on November 20, 2026')).toBeInTheDocument();
    expect(within(card).getByText('Shipped')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      `/orders/${order.orderId}`,
    );
    expect(within(card).getByText('Items (4)')).toBeInTheDocument();
    expect(within(card).getByText('Cotton Kurta')).toBeInTheDocument();
    expect(within(card).getByText('Qty: 2 × ₹1,299')).toBeInTheDocument();
    expect(within(card).getByText('Product')).toBeInTheDocument();
    expect(within(card).queryByText('Silk Saree')).not.toBeInTheDocument();
    expect(within(card).getByText('+2 more items')).toBeInTheDocument();
    expect(within(card).getByText('₹4,600')).toBeInTheDocument();
    expect(within(card).getByText('Completed')).toHaveClass('text-green-700');
    expect(within(card).getByText('Free')).toBeInTheDocument();
  });

  it('asks for newest first with no status by default', async () => {
    const { api } = openOrders(list([buildOrder()]));
    await screen.findByRole('article');
    expect(lastQuery(api)).toEqual({
      page: '1',
      limit: '10',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('sends the status, sort and search the shopper picks, and keeps them in the address', async () => {
    const user = userEvent.setup();
    const { api, router } = openOrders(list([buildOrder()]));
    await screen.findByRole('article');

    await user.selectOptions(screen.getByLabelText('Order status'), 'Delivered');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ status: 'delivered' }));
    await user.selectOptions(screen.getByLabelText('Sort orders'), 'Highest Amount');
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({ sortBy: 'totalAmount', sortOrder: 'desc' }),
    );
    await user.selectOptions(screen.getByLabelText('Sort orders'), 'Lowest Amount');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ sortOrder: 'asc' }));
    await user.selectOptions(screen.getByLabelText('Sort orders'), 'Oldest First');
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({ sortBy: 'createdAt', sortOrder: 'asc' }),
    );
    await user.type(screen.getByPlaceholderText('Search orders...'), '  kurta  ');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ search: 'kurta' }));
    expect(router.state.location.search).toBe('?search=kurta&status=delivered&sort=oldest');
  });

  it('turns pages with the pagination the server gives (total, page, pages)', async () => {
    const user = userEvent.setup();
    const { api } = openOrders((call) =>
      list([buildOrder()], {
        total: 25,
        page: Number(call.query.get('page')),
        pages: 3,
        limit: 10,
      }),
    );
    expect(await screen.findByText('25 orders · Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('25 orders · Page 2 of 3')).toBeInTheDocument();
    expect(lastQuery(api)).toMatchObject({ page: '2' });
  });

  it('turns a page past the last one (a stale link) into the last page, in place', async () => {
    const { api, router } = openOrders((call) => {
      const page = Number(call.query.get('page'));
      // 12 orders, 10 a page: page 2 holds the last 2, any later page none.
      const orders = page === 2 ? [buildOrder(), buildOrder()] : [];
      return list(orders, { total: 12, page, pages: 2, limit: 10 });
    }, '/orders?page=99');

    expect(await screen.findByText('12 orders · Page 2 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'No orders yet' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.callsTo('GET /orders/my-orders').map((call) => call.query.get('page'))).toEqual([
      '99',
      '2',
    ]);
  });

  it('says there are no orders yet, with Start Shopping', async () => {
    openOrders(list([]));
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByText('Start shopping to see your orders here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('says no orders were found for the filters, and Clear Filters resets them', async () => {
    const user = userEvent.setup();
    const { api } = openOrders(list([]), '/orders?status=cancelled&search=saree');
    expect(await screen.findByRole('heading', { name: 'No orders found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search orders...')).toHaveValue('saree');

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(lastQuery(api).status).toBeUndefined());
    expect(lastQuery(api).search).toBeUndefined();
    expect(screen.getByPlaceholderText('Search orders...')).toHaveValue('');
    expect(screen.getByLabelText('Order status')).toHaveValue('all');
  });

  it('shows the loading text, then the load error with Try Again', async () => {
    const user = userEvent.setup();
    const replies = [fail(500, 'INTERNAL_ERROR', 'boom'), list([buildOrder()])];
    openOrders(() => replies.shift()!);
    expect(screen.getByText('Loading your orders...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Oops! Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to load orders. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('says the refresh failed when the refresh button fails', async () => {
    const user = userEvent.setup();
    const replies = [list([buildOrder()]), fail(503, 'DATABASE_UNAVAILABLE', 'down')];
    openOrders(() => replies.shift() ?? fail(503, 'DATABASE_UNAVAILABLE', 'down'));
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(
      await screen.findByText('Failed to refresh orders. Please try again.'),
    ).toBeInTheDocument();
  });
});
