import { useState, type ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';

/**
 * Issue 19: the owner's Hindi texts of a product, category, banner or coupon, each optional (an empty
 * one falls back to the English text on Hindi pages). Folded away by default, since most
 * owners fill them in later; it opens by itself when the server finds fault with one of them,
 * so the field with the message is in view. The fields are there only while it is open, so a
 * folded section adds nothing to the form a keyboard or a screen reader walks through (their
 * values stay in the form, and are sent, either way).
 */
export function TranslationsSection({
  hasError,
  children,
}: {
  hasError: boolean;
  children: ReactNode;
}) {
  const t = useT(adminMessages);
  const [open, setOpen] = useState(false);
  return (
    <details
      open={open || hasError}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <summary className="cursor-pointer text-base font-semibold text-slate-900">
        {t('hindiSection')}
      </summary>
      {open || hasError ? (
        <>
          <p className="mt-2 text-sm text-slate-600">{t('hindiHint')}</p>
          <div className="mt-4 space-y-4">{children}</div>
        </>
      ) : null}
    </details>
  );
}
