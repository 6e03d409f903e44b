import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useT } from '@/lib/i18n';
import { listingMessages } from '../listing.messages';
import { Button } from '@/components/ui/button';

/**
 * On phones the filter panel opens as a full-height modal drawer. The native <dialog> traps focus,
 * closes on Escape and makes the page behind it inert. Opening focuses the element marked
 * `data-autofocus` (the close button); closing returns focus to the Filters button.
 */
export function FilterDrawer({
  open,
  onClose,
  labelledBy,
  resultCount,
  returnFocusTo,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  resultCount: number | null;
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const t = useT(listingMessages);
  // The panel is a thousand elements (every brand, size and colour): a phone builds it when the
  // drawer first opens, not while the page starts (issue 17), and keeps it afterwards.
  const [built, setBuilt] = useState(open);
  if (open && !built) setBuilt(true);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocusTo.current?.focus();
    }
  }, [open, returnFocusTo]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      // Escape closes the dialog natively; this keeps the page's state in step.
      onClose={onClose}
      className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-[min(24rem,100vw)] max-w-none overflow-hidden bg-white p-0 shadow-xl backdrop:bg-slate-950/50"
    >
      <div className="flex h-full flex-col">
        <div className="flex-1 overflow-y-auto px-4 pt-3 pb-6">{built ? children : null}</div>
        <div className="border-t border-slate-200 p-4">
          <Button className="w-full" onClick={onClose}>
            {resultCount === null ? t('showProducts') : t('showCount', { count: resultCount })}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
