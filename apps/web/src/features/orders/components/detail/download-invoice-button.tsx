import { useState } from 'react';
import { STORAGE_KEYS } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast-store';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n';
import { readString } from '@/lib/storage';
import { ordersMessages } from '../../orders.messages';

const LABELS = {
  invoice: ['downloadInvoice', 'preparingInvoice', 'invoiceFailed'],
  'credit-note': ['downloadCreditNote', 'preparingCreditNote', 'creditNoteFailed'],
} as const;

/**
 * Issue 14: the GST tax invoice of a shipped order, or the credit note of one cancelled after
 * it shipped, as a PDF download.
 */
export function DownloadInvoiceButton({
  orderId,
  document = 'invoice',
}: {
  orderId: string;
  document?: keyof typeof LABELS;
}) {
  const t = useT(ordersMessages);
  const [label, preparing, failed] = LABELS[document];
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadFile(
        `/orders/${encodeURIComponent(orderId)}/${document}`,
        readString(STORAGE_KEYS.authToken),
      );
    } catch (error) {
      showToast(error instanceof Error ? error.message : t(failed), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" onClick={() => void download()} disabled={busy}>
      {busy ? t(preparing) : t(label)}
    </Button>
  );
}
