import { type ReactNode, useEffect, useRef } from 'react';
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
  cancelLabel,
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
  /** The way out without doing it: 'Keep it' unless another word reads better. */
  cancelLabel?: string;
  busy: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT(adminMessages);
  const keep = useRef<HTMLButtonElement>(null);
  // The pressed button is disabled while the request runs, which drops the focus to the page
  // (outside the dialog, where Escape no longer reaches it): after a failure it comes back here.
  const failed = Boolean(error) && !busy;
  useEffect(() => {
    if (failed) keep.current?.focus();
  }, [failed, error]);
  return (
    <Dialog open={open} onClose={onClose} title={title} dismissible={!busy}>
      <div className="space-y-4 text-sm text-slate-700">
        {children}
        {error ? <NoticeBanner tone="error">{error}</NoticeBanner> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button ref={keep} variant="outline" onClick={onClose} disabled={busy} data-autofocus>
            {cancelLabel ?? t('keepIt')}
          </Button>
          <Button onClick={onConfirm} disabled={busy} className="bg-red-700 hover:bg-red-800">
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
