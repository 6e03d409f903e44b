import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { buildAdminOrder } from '@/test/admin-factories';
import { renderAtRoot } from '@/test/render';
import { PaymentDetails } from './order-sections';

const refund = (amountPaise: number, status: string, timeline: string) => ({
  amount: amountPaise / 100,
  amountPaise,
  status,
  timeline,
  createdAt: '2025-10-03T06:30:00.000Z',
});

describe("an order's payment panel in the back office", () => {
  it('says a paid order is to be paid back, with the amount and timeline', () => {
    renderAtRoot(
      <PaymentDetails
        order={buildAdminOrder({
          orderStatus: 'cancelled',
          paymentMethod: 'CARD',
          paymentStatus: 'refunded',
          refund: refund(150_100, 'initiated', '5-7 business days'),
        })}
      />,
    );
    expect(screen.getByText(/Refund ₹1,501\.00 \(to be paid back\)/)).toBeInTheDocument();
    expect(screen.getByText(/5-7 business days/)).toBeInTheDocument();
  });

  it('says nothing was paid for a cancelled cash-on-delivery order, never a raw code', () => {
    renderAtRoot(
      <PaymentDetails
        order={buildAdminOrder({
          orderStatus: 'cancelled',
          refund: refund(0, 'not_required', 'N/A (Cash on Delivery)'),
        })}
      />,
    );
    expect(screen.getByText(/\(nothing was paid\)/)).toBeInTheDocument();
    expect(screen.queryByText(/not_required/)).not.toBeInTheDocument();
  });
});
