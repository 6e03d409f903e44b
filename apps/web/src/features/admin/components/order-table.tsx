import { Link } from 'react-router';
import { PAYMENT_METHOD_LABELS, type AdminOrder } from '@shop/contracts';
import { formatDateTimeIN, formatPrice, statusLabel } from '@/lib/format';
import { ORDER_STATUS_TONES, paymentTone } from '../order-actions';
import { ROW, TD, TableFrame, TableHead } from './query-states';
import { StatusPill } from './status-pill';

/** One page of orders: number, when, who, how much, how paid, where it stands. */
export function OrderTable({ orders }: { orders: AdminOrder[] }) {
  return (
    <TableFrame caption="Orders, newest first">
      <TableHead columns={['Order', 'Placed', 'Customer', 'Total', 'Payment', 'Status']} />
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
                {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}
              </span>
            </td>
            <td className={TD}>{formatDateTimeIN(order.createdAt)}</td>
            <td className={TD}>
              {order.customer.name ?? order.shippingAddress.name}
              <span className="block text-xs text-slate-500">{order.customer.phone}</span>
            </td>
            <td className={`${TD} font-semibold`}>{formatPrice(order.totalAmount)}</td>
            <td className={TD}>
              <StatusPill tone={paymentTone(order.paymentStatus)}>
                {statusLabel(order.paymentStatus)}
              </StatusPill>
              <span className="block text-xs text-slate-500">
                {PAYMENT_METHOD_LABELS[order.paymentMethod]}
              </span>
            </td>
            <td className={TD}>
              <StatusPill tone={ORDER_STATUS_TONES[order.orderStatus]}>
                {statusLabel(order.orderStatus)}
              </StatusPill>
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
