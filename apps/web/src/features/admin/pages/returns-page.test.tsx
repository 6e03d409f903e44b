import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReturnList } from '@shop/contracts';
import { clearToasts, getToasts } from '@/components/ui/toast-store';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderAtRoot } from '@/test/render';
import { buildAdminReturnRequest, buildReturnLine } from '@/test/return-factory';
import { writeAdminToken } from '../admin-token';
import { ReturnsPage } from './returns-page';

type Request = AdminReturnList['returns'][number];

const request = (overrides: Partial<Request> = {}): Request =>
  buildAdminReturnRequest({
    comments: 'Tight at the shoulders',
    lines: [
      buildReturnLine({
        kind: 'exchange',
        exchangeVariantId: 'vL',
        exchangeSize: 'L',
        refundPaise: 0,
      }),
    ],
    refundMethod: null,
    ...overrides,
  });

const page = (returns: Request[]) =>
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

describe('the back office returns queue (issue 15)', () => {
  it('lists requests and rejects one with its reason', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /admin/returns': page([request()]),
      'POST /admin/returns/r1/steps': ok(request({ status: 'rejected' })),
    });
    renderAtRoot(<ReturnsPage />);
    const table = await screen.findByRole('table', {
      name: 'Return and exchange requests, newest first',
    });
    expect(within(table).getByText('Cotton Kurta (M) × 1 → L')).toBeInTheDocument();
    expect(within(table).getByText('Size too small')).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Reason for rejecting (request of Asha Rao)' }),
      'Worn',
    );
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(api.callsTo('POST /admin/returns/r1/steps')[0]?.body).toEqual({
      action: 'reject',
      reason: 'Worn',
    });
  });

  it('ships a checked exchange with carrier and tracking number, and filters by kind', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /admin/returns': page([request({ status: 'qc_passed' })]),
      'POST /admin/returns/r1/steps': ok(request({ status: 'exchange_shipped' })),
    });
    renderAtRoot(<ReturnsPage />);
    await user.type(await screen.findByRole('textbox', { name: /^Carrier/ }), 'Delhivery');
    await user.type(screen.getByRole('textbox', { name: /^Tracking number/ }), 'DL123456');
    await user.click(screen.getByRole('button', { name: 'Ship exchange' }));
    expect(api.callsTo('POST /admin/returns/r1/steps')[0]?.body).toEqual({
      action: 'ship_exchange',
      carrier: 'Delhivery',
      trackingNumber: 'DL123456',
    });
    await user.selectOptions(screen.getByLabelText('Kind'), 'Exchanges');
    expect(api.callsTo('GET /admin/returns').at(-1)?.query.get('kind')).toBe('exchange');
  });

  describe('the refund of a checked return', () => {
    const checked = (overrides: Partial<Request> = {}) =>
      request({
        status: 'qc_passed',
        refundPaise: 129_900,
        lines: [
          { ...request().lines[0]!, kind: 'return', exchangeVariantId: null, exchangeSize: null },
        ],
        ...overrides,
      });
    const STEPS = 'POST /admin/returns/r1/steps';

    it('asks before refunding an online payment, naming the amount', async () => {
      const user = userEvent.setup();
      const api = mockApi({
        'GET /admin/returns': page([checked({ refundMethod: 'original' })]),
        [STEPS]: ok(checked({ status: 'refunded' })),
      });
      renderAtRoot(<ReturnsPage />);
      await user.click(await screen.findByRole('button', { name: 'Refund ₹1,299.00' }));
      const dialog = screen.getByRole('dialog', { name: 'Refund ₹1,299.00?' });
      expect(api.callsTo(STEPS)).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.callsTo(STEPS)).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Refund ₹1,299.00' }));
      await user.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Refund ₹1,299.00' }),
      );
      await vi.waitFor(() => expect(api.callsTo(STEPS)).toHaveLength(1));
      expect(api.callsTo(STEPS)[0]?.body).toEqual({ action: 'refund' });
    });

    it('records a cash-on-delivery payout only with its transfer reference, after asking', async () => {
      const user = userEvent.setup();
      const api = mockApi({
        'GET /admin/returns': page([checked({ refundMethod: 'UPI', refundTo: 'as****@okaxis' })]),
        [STEPS]: ok(checked({ status: 'refunded' })),
      });
      renderAtRoot(<ReturnsPage />);
      const record = await screen.findByRole('button', { name: 'Record payout of ₹1,299.00' });
      const field = screen.getByRole('textbox', { name: /^Transfer reference \(UTR\)/ });
      await user.click(record);
      // Nothing is sent, and the field says what it needs.
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Enter the transfer reference (UTR) of the payout');
      expect(field).toHaveFocus();

      await user.type(field, ' UTR412345678 ');
      expect(field).not.toHaveAttribute('aria-invalid');
      await user.click(record);
      const dialog = screen.getByRole('dialog', { name: 'Record payout of ₹1,299.00?' });
      expect(dialog).toHaveTextContent('as****@okaxis');
      expect(dialog).toHaveTextContent('UTR412345678');
      expect(api.callsTo(STEPS)).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Record payout of ₹1,299.00' }));
      await vi.waitFor(() => expect(api.callsTo(STEPS)).toHaveLength(1));
      expect(api.callsTo(STEPS)[0]?.body).toEqual({ action: 'refund', reference: 'UTR412345678' });
    });

    it("puts the server's complaint about the reference by its field", async () => {
      const user = userEvent.setup();
      const message = 'The transfer reference (UTR) must be at least 4 characters';
      mockApi({
        'GET /admin/returns': page([checked({ refundMethod: 'UPI', refundTo: 'as****@okaxis' })]),
        [STEPS]: {
          status: 400,
          body: {
            success: false,
            code: 'VALIDATION_ERROR',
            message,
            errors: [{ path: 'body.reference', message }],
          },
        },
      });
      renderAtRoot(<ReturnsPage />);
      const field = await screen.findByRole('textbox', { name: /^Transfer reference \(UTR\)/ });
      await user.type(field, 'U1');
      await user.click(screen.getByRole('button', { name: 'Record payout of ₹1,299.00' }));
      await user.click(
        within(screen.getByRole('dialog')).getByRole('button', {
          name: 'Record payout of ₹1,299.00',
        }),
      );
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveFocus();
    });
  });

  describe('the credit note of a refunded return', () => {
    const invoiced = request({
      _id: 'r7',
      status: 'refunded',
      creditNote: 'CN/26-27/000007',
      customerName: 'Ravi Kumar',
    });
    const notePath = `GET /admin/orders/${invoiced.orderId}/returns/r7/credit-note`;

    beforeEach(() => {
      clearToasts();
      writeAdminToken('admin-token');
      // jsdom keeps no files: the download is the request the button makes.
      URL.createObjectURL = vi.fn(() => 'blob:credit-note');
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    });

    it('is offered only on a request that has one, and fetched with the admin token', async () => {
      const user = userEvent.setup();
      const api = mockApi({
        'GET /admin/returns': page([invoiced, request({ status: 'refunded' })]),
        [notePath]: { status: 200, body: '%PDF-1.7' },
      });
      renderAtRoot(<ReturnsPage />);
      const button = await screen.findByRole('button', {
        name: 'Download credit note CN/26-27/000007',
      });
      expect(screen.getAllByRole('button', { name: /credit note/ })).toHaveLength(1);
      await user.click(button);
      await vi.waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
      expect(api.callsTo(notePath)).toHaveLength(1);
      const [, init] = api.fetchMock.mock.calls.find(([url]) =>
        String(url).endsWith('/credit-note'),
      )!;
      expect(init?.headers).toMatchObject({ Authorization: 'Bearer admin-token' });
      expect(getToasts()).toEqual([]);
    });

    it("says why when the download is refused, with the server's words", async () => {
      const user = userEvent.setup();
      mockApi({
        'GET /admin/returns': page([invoiced]),
        [notePath]: fail(409, 'NO_CREDIT_NOTE', 'This return has no credit note.'),
      });
      renderAtRoot(<ReturnsPage />);
      await user.click(
        await screen.findByRole('button', { name: 'Download credit note CN/26-27/000007' }),
      );
      await vi.waitFor(() =>
        expect(getToasts()).toMatchObject([
          { message: 'This return has no credit note.', tone: 'error' },
        ]),
      );
      expect(
        screen.getByRole('button', { name: 'Download credit note CN/26-27/000007' }),
      ).toBeEnabled();
    });
  });

  it('says when there is nothing, and when loading failed', async () => {
    mockApi({ 'GET /admin/returns': page([]) });
    const view = renderAtRoot(<ReturnsPage />);
    expect(await screen.findByText('No requests here')).toBeInTheDocument();
    view.unmount();
    mockApi({ 'GET /admin/returns': fail(500, 'INTERNAL', 'Something went wrong') });
    renderAtRoot(<ReturnsPage />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
