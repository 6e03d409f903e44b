import { GridIcon, ListIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import type { CardLayout } from './product-card';

const VIEWS: ReadonlyArray<{ layout: CardLayout; label: string; Icon: typeof GridIcon }> = [
  { layout: 'grid', label: 'Grid view', Icon: GridIcon },
  { layout: 'list', label: 'List view', Icon: ListIcon },
];

/** spec §2: grid and list view toggle. */
export function ViewToggle({
  layout,
  onChange,
}: {
  layout: CardLayout;
  onChange: (layout: CardLayout) => void;
}) {
  return (
    <div
      role="group"
      aria-label="View"
      className="flex rounded-lg border border-slate-300 bg-white p-0.5"
    >
      {VIEWS.map(({ layout: value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-label={label}
          aria-pressed={layout === value}
          title={label}
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
