import type { ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { listingMessages } from './listing.messages';
import { pageWindow, shownRange } from '../page-window';

// On a 375 px phone, First, Previous, five pages, two ellipses, Next and Last fit one row (343
// px) at 30 px a button; wider screens get the roomier buttons.
const BUTTON =
  'inline-flex h-10 min-w-[1.875rem] items-center justify-center gap-1 rounded-lg border px-1.5 text-sm sm:min-w-10 sm:px-3 font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40';

function PageButton({
  onClick,
  disabled,
  current,
  label,
  children,
}: {
  onClick: () => void;
  disabled?: boolean;
  current?: boolean;
  label?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      className={cn(
        BUTTON,
        current
          ? 'border-brand-700 bg-brand-700 text-white'
          : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-800 disabled:hover:border-slate-300 disabled:hover:text-slate-700',
      )}
    >
      {children}
    </button>
  );
}

/**
 * spec §2: First, Previous, up to 5 numbered pages with ellipses, Next and Last, with
 * 'Showing X to Y of Z products' and 'Page N of M'. The category page leaves out First and Last.
 */
export function Pagination({
  currentPage,
  totalPages,
  totalItems,
  pageSize,
  onPageChange,
  showFirstLast = true,
}: {
  currentPage: number;
  totalPages: number;
  totalItems: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  showFirstLast?: boolean;
}) {
  const t = useT(listingMessages);
  if (totalItems <= 0) return null;
  const { from, to } = shownRange(currentPage, pageSize, totalItems);
  const onFirst = currentPage <= 1;
  const onLast = currentPage >= totalPages;
  const go = (page: number) => {
    if (page !== currentPage && page >= 1 && page <= totalPages) onPageChange(page);
  };

  return (
    <nav aria-label={t('pagination')} className="mt-8 flex flex-col items-center gap-3">
      <div className="flex flex-wrap justify-center gap-x-4 text-sm text-slate-600">
        <p>{t('showing', { from, to, totalItems })}</p>
        <p>{t('pageOf', { currentPage, totalPages })}</p>
      </div>
      {totalPages > 1 ? (
        <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-1.5">
          {showFirstLast ? (
            <li>
              <PageButton onClick={() => go(1)} disabled={onFirst} label={t('first')}>
                <span aria-hidden="true" className="sm:hidden">
                  «
                </span>
                <span className="hidden sm:inline">{t('first')}</span>
              </PageButton>
            </li>
          ) : null}
          <li>
            <PageButton
              onClick={() => go(currentPage - 1)}
              disabled={onFirst}
              label={t('previous')}
            >
              <ChevronLeftIcon className="size-4" />
              <span className="hidden sm:inline">{t('previous')}</span>
            </PageButton>
          </li>
          {pageWindow(currentPage, totalPages).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <PageButton
                  onClick={() => go(item)}
                  current={item === currentPage}
                  label={t('page', { n: item })}
                >
                  {item}
                </PageButton>
              </li>
            ) : (
              <li key={item} aria-hidden="true" className="px-0.5 text-slate-500 sm:px-1">
                …
              </li>
            ),
          )}
          <li>
            <PageButton onClick={() => go(currentPage + 1)} disabled={onLast} label={t('next')}>
              <span className="hidden sm:inline">{t('next')}</span>
              <ChevronRightIcon className="size-4" />
            </PageButton>
          </li>
          {showFirstLast ? (
            <li>
              <PageButton onClick={() => go(totalPages)} disabled={onLast} label={t('last')}>
                <span className="hidden sm:inline">{t('last')}</span>
                <span aria-hidden="true" className="sm:hidden">
                  »
                </span>
              </PageButton>
            </li>
          ) : null}
        </ul>
      ) : null}
    </nav>
  );
}
