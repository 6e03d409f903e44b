import { useState } from 'react';
import { TRACKABLE_STATUSES, type Order } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast-store';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n';
import { readAdminToken } from '../admin-token';
import { orderMessages } from './order.messages';

/** Issue 14: the order's tax invoice (and credit note once an invoiced order is cancelled). */
export function AdminInvoiceButtons({ order }: { order: Pick<Order, 'orderId' | 'orderStatus'> }) {
  const t = useT(orderMessages);
  const [busy, setBusy] = useState(false);
  const shipped = TRACKABLE_STATUSES.includes(order.orderStatus);
  if (!shipped && order.orderStatus !== 'cancelled') return null;
  async function download(kind: 'invoice' | 'credit-note') {
    setBusy(true);
    try {
      await downloadFile(
        `/admin/orders/${encodeURIComponent(order.orderId)}/${kind}`,
        readAdminToken(),
      );
    } catch (error) {
      showToast(error instanceof Error ? error.message : t('downloadFailed'), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      {shipped ? (
        <Button variant="outline" disabled={busy} onClick={() => void download('invoice')}>
          {t('downloadInvoice')}
        </Button>
      ) : (
        <Button variant="outline" disabled={busy} onClick={() => void download('credit-note')}>
          {t('downloadCreditNote')}
        </Button>
      )}
    </div>
  );
}
