import { useState } from 'react';
import {
  type AdminReturnList,
  dayInIndia,
  formatPaise,
  RETURN_KINDS,
  RETURN_PICKUP_DAYS_AHEAD,
  RETURN_STATUSES,
  type ReturnAction,
} from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { useDates, useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
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
import { ReturnCreditNoteButton } from './return-credit-note-button';
import { ReturnRefundStep } from './return-refund-step';
import { returnsMessages } from './returns.messages';

type Request = AdminReturnList['returns'][number];

const FIELD = 'w-full rounded-lg border border-slate-300 px-2 py-1 text-sm';

/** The next steps of a request in its status, each a button (with its one input if it needs one). */
function ReturnSteps({ request }: { request: Request }) {
  const t = useT(returnsMessages);
  const step = useReturnStep();
  const [text, setText] = useState('');
  const [carrier, setCarrier] = useState('');
  const isExchange = request.lines.some((line) => line.kind === 'exchange');
  const go = (action: ReturnAction, extra: object = {}) =>
    step.mutate({ id: request._id, action, ...extra }, { onSuccess: () => setText('') });
  const label = t('requestOf', { name: request.customerName ?? t('theShopper') });
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
        aria-label={t('fieldFor', { field: placeholder, request: label })}
        placeholder={placeholder}
        {...(key === 'pickupDate'
          ? // The days the shop accepts: today in India to RETURN_PICKUP_DAYS_AHEAD later.
            {
              type: 'date',
              min: dayInIndia(new Date()),
              max: dayInIndia(new Date(), RETURN_PICKUP_DAYS_AHEAD),
            }
          : { type: 'text' })}
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
          {simple('approve', t('approve'))}
          {withText('reject', t('reject'), t('rejectReason'), 'reason')}
        </div>
      );
    case 'approved':
      return withText('schedule_pickup', t('schedulePickup'), t('pickupDate'), 'pickupDate');
    case 'pickup_scheduled':
      return simple('picked_up', t('markPickedUp'));
    case 'picked_up':
      return simple('received', t('markReceived'));
    case 'received':
      return (
        <div className="space-y-2">
          {simple('qc_passed', t('qcPassed'))}
          {withText('qc_failed', t('qcFailed'), t('whatWasFound'), 'reason')}
        </div>
      );
    case 'qc_passed':
      if (!isExchange) return <ReturnRefundStep request={request} label={label} />;
      return (
        <form
          className="space-y-1"
          onSubmit={(event) => {
            event.preventDefault();
            go('ship_exchange', { carrier, trackingNumber: text });
          }}
        >
          <input
            aria-label={t('fieldFor', { field: t('carrier'), request: label })}
            placeholder={t('carrier')}
            value={carrier}
            onChange={(event) => setCarrier(event.target.value)}
            className={FIELD}
          />
          <input
            aria-label={t('fieldFor', { field: t('trackingNumber'), request: label })}
            placeholder={t('trackingNumber')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={FIELD}
          />
          <Button type="submit" size="sm" disabled={step.isPending}>
            {t('shipExchange')}
          </Button>
        </form>
      );
    default:
      return <span className="text-sm text-slate-500">{t('closed')}</span>;
  }
}

/** Issue 15: the returns queue - filters by status and kind, and each request's next step. */
export function ReturnsPage() {
  const t = useT(returnsMessages);
  const common = useT(adminMessages);
  const dates = useDates();
  const { page, filters, setPage, setFilters } = useTableParams(['status', 'kind'] as const);
  const list = useReturnQueue({ page, status: filters.status, kind: filters.kind });
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <div className="mb-4 flex flex-wrap items-end gap-6">
        <ChoiceField
          label={common('status')}
          className="w-56"
          emptyLabel={t('anyStatus')}
          choices={RETURN_STATUSES.map((value) => ({ value, label: t(`status_${value}`) }))}
          value={filters.status}
          onChange={(event) => setFilters({ status: event.target.value })}
        />
        <ChoiceField
          label={t('kind')}
          className="w-64"
          emptyLabel={t('returnsAndExchanges')}
          choices={RETURN_KINDS.map((value) => ({ value, label: t(`kind_${value}`) }))}
          value={filters.kind}
          onChange={(event) => setFilters({ kind: event.target.value })}
        />
      </div>
      {list.isPending ? (
        <LoadingRows label={t('loading')} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.returns.length === 0 ? (
        <EmptyTable title={t('noRequests')} />
      ) : (
        <>
          <TableFrame caption={t('caption')}>
            <TableHead columns={[t('request'), t('items'), common('status'), t('nextStep')]} />
            <tbody>
              {list.data.returns.map((request) => (
                <tr key={request._id} className={`${ROW} align-top`}>
                  <td className={`${TD} max-w-xs`}>
                    <p className="font-semibold">{request.customerName ?? t('shopper')}</p>
                    <p className="text-xs text-slate-500">
                      {t('orderDate', {
                        number: request.orderId.slice(-8).toUpperCase(),
                        when: dates.dateTime(request.createdAt),
                      })}
                    </p>
                    <p className="text-sm">{t(`reason_${request.reason}`)}</p>
                    {request.comments ? <p className="text-sm">{request.comments}</p> : null}
                    {request.photos.map((url, i) => (
                      <img
                        key={url}
                        src={url}
                        alt={t('photo', { number: i + 1 })}
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
                        {request.refundTo
                          ? t('refundTo', {
                              amount: formatPaise(request.refundPaise),
                              to: request.refundTo,
                            })
                          : t('refundToOriginal', { amount: formatPaise(request.refundPaise) })}
                      </p>
                    ) : null}
                  </td>
                  <td className={TD}>
                    {t(`status_${request.status}`)}
                    {request.decisionReason ? (
                      <span className="block text-xs text-slate-500">{request.decisionReason}</span>
                    ) : null}
                    <ReturnCreditNoteButton request={request} />
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
            noun={{ one: t('nounOne'), other: t('noun') }}
            onPageChange={setPage}
          />
        </>
      )}
    </>
  );
}
