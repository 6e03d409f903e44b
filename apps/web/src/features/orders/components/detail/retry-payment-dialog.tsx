import type { Order } from '@shop/contracts';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n';
import { usePaymentMethods } from '../../api/get-payment-methods';
import { PaymentRetryPanel } from '../payment/payment-retry-panel';
import { ordersMessages } from '../../orders.messages';

/** Pays an unpaid online order from its page, on the same order (no second order is made). */
export function RetryPaymentDialog({
  order,
  onClose,
  onPaid,
}: {
  order: Order;
  onClose: () => void;
  onPaid: (order: Order) => void;
}) {
  const t = useT(ordersMessages);
  const paymentMethods = usePaymentMethods();
  return (
    <Dialog open onClose={onClose} title={t('retryPayment')}>
      <PaymentRetryPanel order={order} paymentMethods={paymentMethods.data} onPaid={onPaid} />
    </Dialog>
  );
}
