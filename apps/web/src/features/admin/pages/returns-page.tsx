import { useState } from 'react';
import {
  type AdminReturnList,
  formatPaise,
  RETURN_KINDS,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  type ReturnAction,
} from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { formatDateTimeIN } from '@/lib/format';
import { useReturnQueue, useReturnStep } from '../api/returns';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminPagination } from '../components/admin-pagination';
import { ChoiceField } from '../components/form-controls';
import {
  EmptyTable,
  LoadError,
  LoadingRows,
  ROW,
  TD,
  TableFrame,
  TableHead,
} from '../components/query-states';
import { useTableParams } from '../use-table-params';

type Request = AdminReturnList['returns'][number];

const FIELD = 'w-full rounded-lg border border-slate-300 px-2 py-1 text-sm';

/** The next steps of a request in its status, each a button (with its one input if it needs one). */
function ReturnSteps({ request }: { request: Request }) {
  const step = useReturnStep();
  const [text, setText] = useState('');
  const [carrier, setCarrier] = useState('');
  const isExchange = request.lines.some((line) => line.kind === 'exchange');
  const go = (action: ReturnAction, extra: object = {}) =>
    step.mutate({ id: request._id, action, ...extra }, { onSuccess: () => setText('') });
  const label = `request of ${request.customerName ?? 'the shopper'}`;
  const simple = (action: ReturnAction, name: string) => (
    <Button size="sm" disabled={step.isPending} onClick={() => go(action)}>
      {name}
    </Button>
  );
  const withText = (action: ReturnAction, name: string, placeholder: string, key: string) => (
    <form
      className="flex flex-wrap gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        go(action, text ? { [key]: text } : {});
      }}
    >
      <input
        aria-label={`${placeholder} (${label})`}
        placeholder={placeholder}
        type={key === 'pickupDate' ? 'date' : 'text'}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={FIELD}
      />
      <Button type="submit" size="sm" variant="outline" disabled={step.isPending}>
        {name}
      </Button>
    </form>
  );

  switch (request.status) {
    case 'requested':
      return (
        <div className="space-y-2">
          {simple('approve', 'Approve')}
          {withText('reject', 'Reject', 'Reason for rejecting', 'reason')}
        </div>
      );
    case 'approved':
      return withText('schedule_pickup', 'Schedule pickup', 'Pickup date', 'pickupDate');
    case 'pickup_scheduled':
      return simple('picked_up', 'Mark picked up');
    case 'picked_up':
      return simple('received', 'Mark received');
    case 'received':
      return (
        <div className="space-y-2">
          {simple('qc_passed', 'Quality check passed')}
          {withText('qc_failed', 'Quality check failed', 'What was found', 'reason')}
        </div>
      );
    case 'qc_passed':
      if (!isExchange) {
        return request.refundMethod === 'original'
          ? simple('refund', `Refund ${formatPaise(request.refundPaise)}`)
          : withText(
              'refund',
              `Record payout of ${formatPaise(request.refundPaise)}`,
              'Transfer reference (UTR)',
              'reference',
            );
      }
      return (
        <form
          className="space-y-1"
          onSubmit={(event) => {
            event.preventDefault();
            go('ship_exchange', { carrier, trackingNumber: text });
          }}
        >
          <input
            aria-label={`Carrier (${label})`}
            placeholder="Carrier"
            value={carrier}
            onChange={(event) => setCarrier(event.target.value)}
            className={FIELD}
          />
          <input
            aria-label={`Tracking number (${label})`}
            placeholder="Tracking number"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={FIELD}
          />
          <Button type="submit" size="sm" disabled={step.isPending}>
            Ship exchange
          </Button>
        </form>
      );
    default:
      return <span className="text-sm text-slate-500">Closed</span>;
  }
}

/** Issue 15: the returns queue - filters by status and kind, and each request's next step. */
export function ReturnsPage() {
  const { page, filters, setPage, setFilters } = useTableParams(['status', 'kind'] as const);
  const list = useReturnQueue({ page, status: filters.status, kind: filters.kind });
  return (
    <>
      <AdminPageHeader
        title="Returns"
        description="Return and exchange requests: approve, pick up, check, then refund or ship the exchange."
      />
      <div className="mb-4 flex flex-wrap items-end gap-6">
        <ChoiceField
          label="Status"
          className="w-56"
          emptyLabel="Any status"
          choices={RETURN_STATUSES.map((value) => ({ value, label: RETURN_STATUS_LABELS[value] }))}
          value={filters.status}
          onChange={(event) => setFilters({ status: event.target.value })}
        />
        <ChoiceField
          label="Kind"
          className="w-64"
          emptyLabel="Returns and exchanges"
          choices={RETURN_KINDS.map((value) => ({
            value,
            label: value === 'return' ? 'Returns' : 'Exchanges',
          }))}
          value={filters.kind}
          onChange={(event) => setFilters({ kind: event.target.value })}
        />
      </div>
      {list.isPending ? (
        <LoadingRows label="Loading returns" />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.returns.length === 0 ? (
        <EmptyTable title="No requests here" />
      ) : (
        <>
          <TableFrame caption="Return and exchange requests, newest first">
            <TableHead columns={['Request', 'Items', 'Status', 'Next step']} />
            <tbody>
              {list.data.returns.map((request) => (
                <tr key={request._id} className={`${ROW} align-top`}>
                  <td className={`${TD} max-w-xs`}>
                    <p className="font-semibold">{request.customerName ?? 'Shopper'}</p>
                    <p className="text-xs text-slate-500">
                      Order #{request.orderId.slice(-8).toUpperCase()} ·{' '}
                      {formatDateTimeIN(request.createdAt)}
                    </p>
                    <p className="text-sm">{RETURN_REASON_LABELS[request.reason]}</p>
                    {request.comments ? <p className="text-sm">{request.comments}</p> : null}
                    {request.photos.map((url, i) => (
                      <img
                        key={url}
                        src={url}
                        alt={`Photo ${i + 1} of the request`}
                        className="mt-1 mr-1 inline-block h-12 w-12 rounded object-cover"
                      />
                    ))}
                  </td>
                  <td className={TD}>
                    {request.lines.map((line) => (
                      <p key={line.orderItemId} className="text-sm">
                        {line.name} ({line.size}) × {line.quantity}
                        {line.exchangeSize ? ` → ${line.exchangeSize}` : ''}
                      </p>
                    ))}
                    {request.refundPaise > 0 ? (
                      <p className="text-xs text-slate-500">
                        Refund {formatPaise(request.refundPaise)}
                        {request.refundTo ? ` to ${request.refundTo}` : ' to the original method'}
                      </p>
                    ) : null}
                  </td>
                  <td className={TD}>
                    {RETURN_STATUS_LABELS[request.status]}
                    {request.decisionReason ? (
                      <span className="block text-xs text-slate-500">{request.decisionReason}</span>
                    ) : null}
                  </td>
                  <td className={`${TD} w-64`}>
                    <ReturnSteps request={request} />
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
          <AdminPagination
            pagination={list.data.pagination}
            noun="requests"
            onPageChange={setPage}
          />
        </>
      )}
    </>
  );
}
