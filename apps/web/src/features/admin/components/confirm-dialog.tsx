import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';

/**
 * Destructive actions ask first (issue 7). The dialog stays open while the request runs, so a
 * failure is shown where the admin is looking, and cannot be dismissed mid-request.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT(adminMessages);
  return (
    <Dialog open={open} onClose={onClose} title={title} dismissible={!busy}>
      <div className="space-y-4 text-sm text-slate-700">
        {children}
        {error ? <NoticeBanner tone="error">{error}</NoticeBanner> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={busy} data-autofocus>
            {t('keepIt')}
          </Button>
          <Button onClick={onConfirm} disabled={busy} className="bg-red-700 hover:bg-red-800">
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
