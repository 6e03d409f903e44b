import { Link } from '@/components/ui/link';
import type { AdminOrder } from '@shop/contracts';
import { formatPrice } from '@/lib/format';
import { useDates, useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { orderStatusText, paymentStatusText } from '../status-words';
import { orderMessages } from './order.messages';
import { ORDER_STATUS_TONES, paymentTone } from '../order-actions';
import { ROW, TD, TableFrame, TableHead } from './query-states';
import { StatusPill } from './status-pill';

/** One page of orders: number, when, who, how much, how paid, where it stands. */
export function OrderTable({ orders }: { orders: AdminOrder[] }) {
  const t = useT(orderMessages);
  const common = useT(adminMessages);
  const dates = useDates();
  return (
    <TableFrame caption={t('caption')}>
      <TableHead
        columns={[
          t('order'),
          t('placed'),
          t('customer'),
          t('total'),
          t('payment'),
          common('status'),
        ]}
      />
      <tbody>
        {orders.map((order) => (
          <tr key={order._id} className={ROW}>
            <td className={TD}>
              <Link
                to={`/admin/orders/${order._id}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                #{order.orderNumber}
              </Link>
              <span className="block text-xs text-slate-500">
                {t('itemCount', { count: order.itemCount })}
              </span>
            </td>
            <td className={TD}>{dates.dateTime(order.createdAt)}</td>
            <td className={TD}>
              {order.customer.name ?? order.shippingAddress.name}
              <span className="block text-xs text-slate-500">{order.customer.phone}</span>
            </td>
            <td className={`${TD} font-semibold`}>{formatPrice(order.totalAmount)}</td>
            <td className={TD}>
              <StatusPill tone={paymentTone(order.paymentStatus)}>
                {paymentStatusText(common, order.paymentStatus)}
              </StatusPill>
              <span className="block text-xs text-slate-500">
                {t(`paymentMethod_${order.paymentMethod}`)}
              </span>
            </td>
            <td className={TD}>
              <StatusPill tone={ORDER_STATUS_TONES[order.orderStatus]}>
                {orderStatusText(common, order.orderStatus)}
              </StatusPill>
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
