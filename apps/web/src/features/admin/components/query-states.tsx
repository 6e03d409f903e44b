import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { failureText } from '../server-errors';

/** Grey rows standing in for a table that is loading. */
export function LoadingRows({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** A load that failed: the reason and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT(adminMessages);
  return (
    <NoticeBanner tone="error" className="flex flex-wrap items-center justify-between gap-3">
      <span>{failureText(error, t('loadFailed'))}</span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </NoticeBanner>
  );
}

/** A list with nothing in it, and what to do about that. */
export function EmptyTable({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
      <p className="font-semibold text-slate-900">{title}</p>
      {children ? <div className="mt-3 text-sm text-slate-600">{children}</div> : null}
    </div>
  );
}

/**
 * A table that scrolls sideways inside its card on a narrow screen instead of the page. The
 * frame is `relative` so screen-reader-only text in the cells (absolutely placed) stays inside
 * it rather than widening the page.
 */
export function TableFrame({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export const TH = 'px-3 py-2.5 text-xs font-semibold tracking-wide text-slate-500 uppercase';

/** A table's column headings; `actions` adds a last column named only for screen readers. */
export function TableHead({ columns, actions = false }: { columns: string[]; actions?: boolean }) {
  const t = useT(adminMessages);
  return (
    <thead className="bg-slate-50">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={TH}>
            {column}
          </th>
        ))}
        {actions ? (
          <th scope="col" className={TH}>
            <span className="sr-only">{t('actions')}</span>
          </th>
        ) : null}
      </tr>
    </thead>
  );
}
export const TD = 'px-3 py-3 align-middle text-slate-800';
export const ROW = 'border-t border-slate-100';
