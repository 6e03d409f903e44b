import type { ReactNode } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';

/** A console page's heading, with the page's main actions beside it (below it on a phone). */
export function AdminPageHeader({
  title,
  description,
  actions,
  back,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** A link back to the list, shown above the heading. */
  back?: ReactNode;
}) {
  const t = useT(adminMessages);
  return (
    <div className="mb-6">
      <PageTitle title={t('pageTitle', { title })} />
      {back ? <div className="mb-2 text-sm">{back}</div> : null}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}
