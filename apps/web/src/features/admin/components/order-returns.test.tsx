import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { AdminReturnList } from '@shop/contracts';
import { mockApi, ok } from '@/test/mock-api';
import { renderAtRoot } from '@/test/render';
import { buildAdminReturnRequest, buildReturnLine } from '@/test/return-factory';
import { writeAdminToken } from '../admin-token';
import { OrderReturns } from './order-returns';

type Request = AdminReturnList['returns'][number];
const ORDER = '65f1c0ffee0000000abc12ef';

const refunded: Request = buildAdminReturnRequest({
  orderId: ORDER,
  status: 'refunded',
  reason: 'damaged',
  lines: [buildReturnLine({ refundPaise: 79_900 })],
  refundPaise: 80_100,
  feesRefundPaise: 200,
  refundReference: 'rfnd_1',
  creditNote: 'CN/26-27/000001',
});

const list = (returns: Request[]) =>
  ok({
    returns,
    pagination: {
      totalItems: returns.length,
      currentPage: 1,
      totalPages: 1,
      hasNext: false,
      hasPrev: false,
    },
  });

describe("an order's returns on its page in the back office", () => {
  it('shows each request: status, refund, items and credit note, and the way to the queue', async () => {
    writeAdminToken('admin-token');
    const api = mockApi({ 'GET /admin/returns': list([refunded]) });
    renderAtRoot(<OrderReturns orderId={ORDER} />);
    expect(
      await screen.findByRole('heading', { name: 'Returns and exchanges' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Refunded · refund ₹801.00')).toBeInTheDocument();
    expect(screen.getByText('Return 1 × Cotton Kurta (M)')).toBeInTheDocument();
    expect(screen.getByText('Credit note CN/26-27/000001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the next step in Returns' })).toHaveAttribute(
      'href',
      '/admin/returns',
    );
    expect(api.callsTo('GET /admin/returns')[0]?.query.get('orderId')).toBe(ORDER);
  });

  it('shows nothing for an order with no request', async () => {
    writeAdminToken('admin-token');
    const api = mockApi({ 'GET /admin/returns': list([]) });
    const { container } = renderAtRoot(<OrderReturns orderId={ORDER} />);
    await vi.waitFor(() => expect(api.callsTo('GET /admin/returns')).toHaveLength(1));
    expect(container.querySelector('section')).toBeNull();
  });
});
