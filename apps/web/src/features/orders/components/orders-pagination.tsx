import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n';
import { ordersMessages } from '../orders.messages';

/** spec §3: the order list pagination reads total, page and pages. */
export function OrdersPagination({
  total,
  page,
  pages,
  onPage,
}: {
  total: number;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useT(ordersMessages);
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={t('orderPages')}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4"
    >
      <p className="text-sm text-slate-600">{t('pageSummary', { total, page, pages })}</p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon className="size-4" />
          {t('previous')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('next')}
          <ChevronRightIcon className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
