import { useState } from 'react';
import {
  STORAGE_KEYS,
  formatPaise,
  type Order,
  RETURN_CANCELLABLE_STATUSES,
  type ReturnableItem,
  type ReturnRequest,
} from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast-store';
import { downloadFile } from '@/lib/download-file';
import { useDates, useT } from '@/lib/i18n';
import { readString } from '@/lib/storage';
import { useCancelReturn, useOrderReturns } from '../../api/returns';
import { ReturnRequestDialog } from './return-request-dialog';
import { returnsMessages } from './returns.messages';

function CreditNoteButton({ orderId, request }: { orderId: string; request: ReturnRequest }) {
  const t = useT(returnsMessages);
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadFile(
        `/orders/${encodeURIComponent(orderId)}/returns/${encodeURIComponent(request._id)}/credit-note`,
        readString(STORAGE_KEYS.authToken),
      );
    } catch (error) {
      showToast(error instanceof Error ? error.message : t('creditNoteFailed'), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="sm" variant="outline" onClick={() => void download()} disabled={busy}>
      {busy
        ? t('preparingCreditNote')
        : t('downloadCreditNote', { number: request.creditNote ?? '' })}
    </Button>
  );
}

function RequestCard({ order, request }: { order: Order; request: ReturnRequest }) {
  const t = useT(returnsMessages);
  const dates = useDates();
  const cancel = useCancelReturn(order.orderId);
  const isExchange = request.lines.some((line) => line.kind === 'exchange');
  const canCancel = RETURN_CANCELLABLE_STATUSES.includes(request.status);
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">
            {isExchange ? t('kindExchange') : t('kindReturn')} ·{' '}
            {t('returnStatus', { status: request.status })}
          </p>
          <p className="text-sm text-slate-600">
            {request.lines
              .map(({ name, size, quantity, exchangeSize }) =>
                exchangeSize
                  ? t('lineExchange', { name, size, quantity, exchangeSize })
                  : t('line', { name, size, quantity }),
              )
              .join(', ')}
          </p>
          <p className="text-sm text-slate-600">
            {t('reasonIs', { reason: t('returnReason', { reason: request.reason }) })}
          </p>
          {!isExchange ? (
            <p className="text-sm text-slate-700">
              {t('refundLabel')}{' '}
              <span className="font-semibold">{formatPaise(request.refundPaise)}</span>{' '}
              {request.refundTo
                ? t('refundTo', { destination: request.refundTo })
                : t('refundToOriginal')}
              {request.refundReference
                ? ` ${t('refundReference', { reference: request.refundReference })}`
                : ''}
            </p>
          ) : null}
          {request.exchangeTrackingNumber ? (
            <p className="text-sm text-slate-700">
              {t('exchangeShipped', { carrier: request.exchangeCarrier ?? '' })}{' '}
              <span className="font-semibold">{request.exchangeTrackingNumber}</span>
            </p>
          ) : null}
        </div>
        {canCancel ? (
          <Button
            variant="outline"
            size="sm"
            disabled={cancel.isPending}
            onClick={() => {
              if (!window.confirm(t('confirmCancelReturn'))) return;
              cancel.mutate(request._id, {
                onSuccess: () => showToast(t('requestCancelled')),
                onError: () => showToast(t('cancelRequestFailed'), 'error'),
              });
            }}
          >
            {t('cancelRequest')}
          </Button>
        ) : null}
        {request.creditNote ? <CreditNoteButton orderId={order.orderId} request={request} /> : null}
      </div>
      <ol
        aria-label={t('requestTimeline')}
        className="mt-3 space-y-2 border-l-2 border-brand-200 pl-4"
      >
        {request.events.map((event, i) => (
          <li key={`${event.status}-${i}`} className="text-sm">
            <p className="font-medium text-slate-900">
              {t('returnStatus', { status: event.status })}
            </p>
            <p className="text-slate-600">{event.description}</p>
            <p className="text-xs text-slate-500">{dates.dateTime(event.createdAt)}</p>
          </li>
        ))}
      </ol>
    </li>
  );
}

/** An item the shopper may still put in a request. */
const askable = (item: ReturnableItem) => item.returnable && item.unitsLeft > 0;

/**
 * An item no longer askable whose latest request (they come newest first) is an exchange says
 * so, not "Return requested".
 */
const lastAskedExchange = (requests: ReturnRequest[], orderItemId: string) =>
  requests.flatMap((request) => request.lines).find((line) => line.orderItemId === orderItemId)
    ?.kind === 'exchange';

/**
 * Issue 15 on the order page of a delivered order: 'Return or exchange' on every item that
 * may still be returned, with the days left, and each request's status as a timeline.
 */
export function ReturnsSection({ order }: { order: Order }) {
  const t = useT(returnsMessages);
  const delivered = order.orderStatus === 'delivered';
  const returns = useOrderReturns(order.orderId, delivered);
  /** The item whose 'Return or exchange' opened the dialog. */
  const [chosen, setChosen] = useState<string | null>(null);
  if (!delivered) return null;

  let body;
  if (returns.isPending) {
    body = <p className="text-sm text-slate-500">{t('loadingReturns')}</p>;
  } else if (returns.isError) {
    body = (
      <p role="alert" className="text-sm text-red-700">
        {t('returnsLoadFailed')}
      </p>
    );
  } else {
    const { daysLeft, items, returns: requests } = returns.data;
    const open = daysLeft !== null && daysLeft >= 0;
    body = (
      <>
        <p className="text-sm text-slate-700">
          {open ? t('daysLeft', { days: daysLeft }) : t('windowClosed')}
        </p>
        {open ? (
          <ul className="mt-3 divide-y divide-slate-100">
            {items.map((item) => (
              <li
                key={item.orderItemId}
                className="flex flex-wrap items-center justify-between gap-2 py-3"
              >
                <span className="text-sm text-slate-900">
                  {t('itemSize', { name: item.name, size: item.size })}
                </span>
                {!item.returnable ? (
                  <span className="text-sm text-slate-500">{t('notReturnable')}</span>
                ) : askable(item) ? (
                  <Button size="sm" variant="outline" onClick={() => setChosen(item.orderItemId)}>
                    {t('returnOrExchange')}
                  </Button>
                ) : (
                  <span className="text-sm text-slate-500">
                    {lastAskedExchange(requests, item.orderItemId)
                      ? t('exchangeRequested')
                      : t('returnRequested')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {requests.length > 0 ? (
          <ul className="mt-4 space-y-3">
            {requests.map((request) => (
              <RequestCard key={request._id} order={order} request={request} />
            ))}
          </ul>
        ) : null}
      </>
    );
  }

  return (
    <section
      aria-labelledby="order-returns"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="order-returns" className="text-lg font-semibold text-slate-900">
        {t('returnsHeading')}
      </h2>
      <div className="mt-2">{body}</div>
      {chosen && returns.data ? (
        <ReturnRequestDialog
          order={order}
          items={returns.data.items.filter(askable)}
          firstItemId={chosen}
          open
          onClose={() => setChosen(null)}
          onSent={(message) => showToast(message)}
        />
      ) : null}
    </section>
  );
}
