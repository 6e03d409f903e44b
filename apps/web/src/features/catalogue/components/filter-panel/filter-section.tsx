import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n';
import { listingMessages } from '../listing.messages';
import { cn } from '@/lib/cn';

/** spec §2: a collapsible section of the filter panel. */
export function FilterSection({
  title,
  defaultOpen,
  activeCount = 0,
  children,
}: {
  title: string;
  defaultOpen: boolean;
  activeCount?: number;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const t = useT(listingMessages);
  const contentId = useId();
  return (
    <section className="border-b border-slate-200 py-3 last:border-b-0">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-2 rounded-md py-1 text-left text-sm font-semibold text-slate-900 hover:text-brand-800"
        >
          <span>
            {title}
            {activeCount > 0 ? (
              <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-800">
                {activeCount}
                <span className="sr-only">{t('selected')}</span>
              </span>
            ) : null}
          </span>
          <ChevronDownIcon
            className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      <div id={contentId} hidden={!open} className="pt-2">
        {children}
      </div>
    </section>
  );
}
