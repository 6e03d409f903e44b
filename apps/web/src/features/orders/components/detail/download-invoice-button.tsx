import { useState } from 'react';
import { STORAGE_KEYS } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast-store';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n';
import { readString } from '@/lib/storage';
import { ordersMessages } from '../../orders.messages';

/** Issue 14: the GST tax invoice of a shipped order, as a PDF download. */
export function DownloadInvoiceButton({ orderId }: { orderId: string }) {
  const t = useT(ordersMessages);
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadFile(
        `/orders/${encodeURIComponent(orderId)}/invoice`,
        readString(STORAGE_KEYS.authToken),
      );
    } catch (error) {
      showToast(error instanceof Error ? error.message : t('invoiceFailed'), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" onClick={() => void download()} disabled={busy}>
      {busy ? t('preparingInvoice') : t('downloadInvoice')}
    </Button>
  );
}
