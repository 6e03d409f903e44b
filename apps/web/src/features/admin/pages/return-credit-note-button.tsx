import { useState } from 'react';
import type { ReturnRequest } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast-store';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n';
import { readAdminToken } from '../admin-token';
import { returnsMessages } from './returns.messages';

type Refunded = Pick<ReturnRequest, '_id' | 'orderId' | 'creditNote'>;

/**
 * Decision 020: the credit note of a refunded return, fetched with the admin token (the PDF
 * route needs it, so a plain link would not do). Nothing until the note is issued.
 */
export function ReturnCreditNoteButton({ request }: { request: Refunded }) {
  const t = useT(returnsMessages);
  const [busy, setBusy] = useState(false);
  if (!request.creditNote) return null;
  async function download() {
    setBusy(true);
    try {
      await downloadFile(
        `/admin/orders/${encodeURIComponent(request.orderId)}/returns/${encodeURIComponent(request._id)}/credit-note`,
        readAdminToken(),
      );
    } catch (error) {
      showToast(error instanceof Error ? error.message : t('creditNoteFailed'), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mt-2">
      <Button size="sm" variant="outline" disabled={busy} onClick={() => void download()}>
        {busy ? t('preparingCreditNote') : t('downloadCreditNote', { number: request.creditNote })}
      </Button>
    </div>
  );
}
