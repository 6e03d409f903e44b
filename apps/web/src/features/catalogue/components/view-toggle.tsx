import { GridIcon, ListIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { listingMessages, type ListingMessages } from './listing.messages';
import type { CardLayout } from './product-card';

const VIEWS: ReadonlyArray<{
  layout: CardLayout;
  label: keyof ListingMessages;
  Icon: typeof GridIcon;
}> = [
  { layout: 'grid', label: 'gridView', Icon: GridIcon },
  { layout: 'list', label: 'listView', Icon: ListIcon },
];

/** spec §2: grid and list view toggle. */
export function ViewToggle({
  layout,
  onChange,
}: {
  layout: CardLayout;
  onChange: (layout: CardLayout) => void;
}) {
  const t = useT(listingMessages);
  return (
    <div
      role="group"
      aria-label={t('view')}
      className="flex rounded-lg border border-slate-300 bg-white p-0.5"
    >
      {VIEWS.map(({ layout: value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-label={t(label)}
          aria-pressed={layout === value}
          title={t(label)}
          onClick={() => onChange(value)}
          className={cn(
            'flex size-9 items-center justify-center rounded-md transition-colors',
            layout === value ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          <Icon className="size-5" />
        </button>
      ))}
    </div>
  );
}
