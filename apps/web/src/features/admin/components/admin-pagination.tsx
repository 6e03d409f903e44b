import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { readPagination, type AnyPagination } from '../pagination';

/** Previous / Next under a table, with where the admin is ('Page 2 of 5 · 87 banners'). */
export function AdminPagination({
  pagination,
  noun,
  onPageChange,
}: {
  pagination: AnyPagination;
  /** What the table counts, e.g. { one: 'order', other: 'orders' }: "1 order", "87 orders". */
  noun: { one: string; other: string };
  onPageChange: (page: number) => void;
}) {
  const t = useT(adminMessages);
  const { total, page, pages } = readPagination(pagination);
  if (total === 0) return null;
  return (
    <nav
      aria-label={t('pagesOf', { noun: noun.other })}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600"
    >
      <p>{t('pageOf', { page, pages, total, one: noun.one, other: noun.other })}</p>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          {t('previous')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          {t('next')}
        </Button>
      </div>
    </nav>
  );
}
