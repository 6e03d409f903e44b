import { useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import { CloseIcon } from './icons';
import { useT } from '@/lib/i18n';
import { uiMessages } from './ui.messages';
import { dismissToast, getToasts, subscribeToToasts } from './toast-store';

/**
 * Where toasts appear. The live region is always in the page so screen readers announce each
 * message as it is added; render one per page.
 */
export function ToastRegion() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  const t = useT(uiMessages);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 sm:right-4 sm:left-auto sm:items-end"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={cn(
            'pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-xl px-4 py-3 text-sm font-medium text-white shadow-lg',
            toast.tone === 'error' ? 'bg-red-700' : 'bg-slate-900',
          )}
        >
          <p className="flex-1">{toast.message}</p>
          <button
            type="button"
            aria-label={t('dismiss')}
            onClick={() => dismissToast(toast.id)}
            className="-mr-1 flex size-8 shrink-0 items-center justify-center rounded-lg text-white/80 hover:bg-white/10 hover:text-white"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
