import { useState } from 'react';
import { TRACKABLE_STATUSES, type Order } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast-store';
import { downloadFile } from '@/lib/download-file';
import { readAdminToken } from '../admin-token';

/** Issue 14: the order's tax invoice (and credit note once an invoiced order is cancelled). */
export function AdminInvoiceButtons({ order }: { order: Pick<Order, 'orderId' | 'orderStatus'> }) {
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
      showToast(
        error instanceof Error ? error.message : 'The document could not be downloaded.',
        'error',
      );
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      {shipped ? (
        <Button variant="outline" disabled={busy} onClick={() => void download('invoice')}>
          Download invoice
        </Button>
      ) : (
        <Button variant="outline" disabled={busy} onClick={() => void download('credit-note')}>
          Download credit note
        </Button>
      )}
    </div>
  );
}
