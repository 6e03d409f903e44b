import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredReply, fail, ok } from '@/test/mock-api';
import { confirmedOrder, openOrderPage, ORDER_ID } from '@/test/open-order-page';
import { buildOrder } from '@/test/order-factory';

const ID = ORDER_ID;
const orderPath = `GET /orders/${ID}`;

describe('order detail (spec §2 Order detail)', () => {
  it('shows the id, date, status, items, summary, address and payment', async () => {
    await openOrderPage({ [orderPath]: ok({ order: confirmedOrder }) });
    expect(await screen.findByRole('heading', { name: 'Order Details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(screen.getByText('#0ABC12EF')).toBeInTheDocument();
    expect(screen.getByText('20 November 2026 at 3:00 pm')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();

    const items = screen.getByRole('region', { name: 'Order Items' });
    expect(within(items).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(items).getByText('₹2,598')).toBeInTheDocument();
    expect(within(items).getByText('₹1,299 each')).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getAllByText('₹2,600')).toHaveLength(2);
    expect(within(summary).getByText('Free')).toBeInTheDocument();

    const address = screen.getByRole('region', { name: 'Shipping Address' });
    expect(within(address).getByText('Near Metro Station')).toBeInTheDocument();
    expect(within(address).getByText('Phone: 9876543210')).toBeInTheDocument();

    const payment = screen.getByRole('region', { name: 'Payment Details' });
    expect(within(payment).getByText('Credit / Debit Card')).toBeInTheDocument();
    expect(within(payment).getByText('Completed')).toHaveClass('text-green-700');
  });

  it('shows the GST inside the total: CGST and SGST in the store state, IGST elsewhere', async () => {
    const tax = { placeOfSupplyCode: '29', taxablePaise: 247_620, igstPaise: 0 };
    await openOrderPage({
      [orderPath]: ok({
        order: buildOrder({
          ...confirmedOrder,
          taxBreakup: { ...tax, intraState: true, cgstPaise: 6_190, sgstPaise: 6_190 },
        }),
      }),
    });
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Tax breakup (included in the total)')).toBeInTheDocument();
    expect(within(summary).getByText('₹2,476.20')).toBeInTheDocument();
    expect(within(summary).getByText('CGST')).toBeInTheDocument();
    expect(within(summary).getAllByText('₹61.90')).toHaveLength(2);
    expect(within(summary).queryByText('IGST')).not.toBeInTheDocument();
  });

  it('colours a pending payment yellow and a failed one red (spec §4)', async () => {
    await openOrderPage({
      [orderPath]: ok({
        order: buildOrder({ orderId: ID, orderStatus: 'pending', paymentStatus: 'failed' }),
      }),
    });
    const payment = await screen.findByRole('region', { name: 'Payment Details' });
    expect(within(payment).getByText('Failed')).toHaveClass('text-red-700');
  });

  it('says a cancelled cash-on-delivery order was not charged, not that payment is pending', async () => {
    await openOrderPage({
      [orderPath]: ok({
        order: buildOrder({
          orderId: ID,
          orderStatus: 'cancelled',
          paymentMethod: 'COD',
          paymentStatus: 'cancelled',
        }),
      }),
    });
    const payment = await screen.findByRole('region', { name: 'Payment Details' });
    // spec §2: neither completed nor pending, so not green or yellow.
    expect(within(payment).getByText('Not charged')).toHaveClass('text-red-700');
    expect(within(payment).queryByText('Pending')).not.toBeInTheDocument();
  });

  it("says 'Loading order details...' and then 'Order Not Found' for a missing order", async () => {
    const reply = deferredReply();
    await openOrderPage({ [orderPath]: reply.route });
    expect(screen.getByText('Loading order details...')).toBeInTheDocument();
    reply.release(fail(404, 'NOT_FOUND', 'Order not found'));
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The order you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/orders');
  });

  it('says the order could not be loaded on any other failure', async () => {
    await openOrderPage({ [orderPath]: fail(503, 'DATABASE_UNAVAILABLE', 'down') });
    expect(
      await screen.findByText('Failed to load order details. Please try again.'),
    ).toBeInTheDocument();
  });

  it("says 'Order ID not provided' without an id", async () => {
    await openOrderPage({}, '/orders/%20');
    expect(await screen.findByText('Order ID not provided')).toBeInTheDocument();
  });

  it.each(['pending', 'confirmed', 'processing'] as const)(
    'offers Cancel Order while %s',
    async (orderStatus) => {
      await openOrderPage({ [orderPath]: ok({ order: { ...confirmedOrder, orderStatus } }) });
      expect(await screen.findByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Track Order' })).not.toBeInTheDocument();
    },
  );

  it('offers the tax invoice once shipped and asks the API for it with the token', async () => {
    const { api } = await openOrderPage({
      [orderPath]: ok({ order: { ...confirmedOrder, orderStatus: 'shipped' } }),
      [`GET /orders/${ID}/invoice`]: fail(
        409,
        'INVOICE_NOT_READY',
        'The tax invoice is available once your order has shipped.',
      ),
    });
    const button = await screen.findByRole('button', { name: 'Download invoice' });
    await userEvent.click(button);
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === `/orders/${ID}/invoice`)).toBe(true),
    );
    expect(await screen.findByRole('button', { name: 'Download invoice' })).toBeEnabled();
  });

  it('offers the invoice and its credit note of an order cancelled after it shipped', async () => {
    const { api } = await openOrderPage({
      [orderPath]: ok({
        order: {
          ...confirmedOrder,
          orderStatus: 'cancelled',
          carrier: 'Delhivery',
          trackingNumber: 'DL12345678',
        },
      }),
      [`GET /orders/${ID}/credit-note`]: fail(409, 'NO_CREDIT_NOTE', 'No credit note'),
    });
    expect(await screen.findByRole('button', { name: 'Download invoice' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download credit note' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === `/orders/${ID}/credit-note`)).toBe(true),
    );
  });

  it('offers neither for an order cancelled before it shipped', async () => {
    await openOrderPage({
      [orderPath]: ok({ order: { ...confirmedOrder, orderStatus: 'cancelled' } }),
    });
    await screen.findByRole('heading', { name: 'Order Details' });
    expect(screen.queryByRole('button', { name: 'Download invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download credit note' })).not.toBeInTheDocument();
  });

  it('shows the delivery charge an order paid, in the Shipping row and the note under it', async () => {
    await openOrderPage({
      [orderPath]: ok({ order: { ...confirmedOrder, deliveryFee: 49, totalAmount: 2649 } }),
    });
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(summary).queryByText('Free')).not.toBeInTheDocument();
    expect(within(summary).getByText('₹49')).toBeInTheDocument();
    expect(within(summary).getByText(/delivery ₹49/)).toBeInTheDocument();
  });

  it('offers no invoice before the order ships', async () => {
    await openOrderPage({ [orderPath]: ok({ order: confirmedOrder }) });
    await screen.findByRole('heading', { name: 'Order Details' });
    expect(screen.queryByRole('button', { name: 'Download invoice' })).not.toBeInTheDocument();
  });

  it.each(['shipped', 'delivered', 'cancelled'] as const)(
    'offers no cancel once %s',
    async (orderStatus) => {
      await openOrderPage({ [orderPath]: ok({ order: { ...confirmedOrder, orderStatus } }) });
      await screen.findByRole('heading', { name: 'Order Details' });
      expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
      expect(!!screen.queryByRole('button', { name: 'Track Order' })).toBe(
        orderStatus !== 'cancelled',
      );
    },
  );
});
