import { formatPaise } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { Link } from '@/components/ui/link';
import { useOrderReturns } from '../api/returns';
import { returnsMessages } from '../pages/returns.messages';
import { orderMessages } from './order.messages';
import { Panel } from './order-sections';

/**
 * The order's return and exchange requests on its page (a walk-through found the page silent
 * about them): each request's items, status, refund and credit note, and the way to the queue
 * where its next step is taken. Nothing is shown for an order with none.
 */
export function OrderReturns({ orderId }: { orderId: string }) {
  const t = useT(orderMessages);
  const words = useT(returnsMessages);
  const returns = useOrderReturns(orderId);
  const requests = returns.data?.returns ?? [];
  if (requests.length === 0) return null;
  return (
    <Panel title={t('returnsTitle')}>
      <ul className="space-y-3 text-sm text-slate-700">
        {requests.map((request) => (
          <li key={request._id} className="border-b border-slate-100 pb-2 last:border-0">
            <p className="font-medium text-slate-900">
              {words(`status_${request.status}`)}
              {request.refundPaise > 0
                ? ` · ${t('returnRefund', { amount: formatPaise(request.refundPaise) })}`
                : ''}
            </p>
            <p>
              {request.lines
                .map((line) =>
                  line.kind === 'exchange'
                    ? t('returnLineExchange', {
                        quantity: line.quantity,
                        name: line.name,
                        size: line.size,
                        newSize: line.exchangeSize ?? '',
                      })
                    : t('returnLineReturn', {
                        quantity: line.quantity,
                        name: line.name,
                        size: line.size,
                      }),
                )
                .join('; ')}
            </p>
            {request.creditNote ? (
              <p>{t('returnCreditNote', { number: request.creditNote })}</p>
            ) : null}
          </li>
        ))}
      </ul>
      <Link
        to="/admin/returns"
        className="mt-2 inline-block font-semibold text-brand-700 hover:underline"
      >
        {t('openReturns')}
      </Link>
    </Panel>
  );
}
