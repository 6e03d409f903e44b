import type { FilterOption } from '@shop/contracts';
import { useT } from '@/lib/i18n';
import { listingMessages, type ListingMessages } from '../listing.messages';
import { Skeleton } from '@/components/ui/skeleton';

export interface ListedOption extends FilterOption {
  colorCode?: string;
}

/**
 * The chosen values come first from the URL: one the current counts no longer list (its count
 * fell to 0) still shows, ticked, so it can be unticked.
 */
function withChosen(options: ListedOption[], chosen: string[]): ListedOption[] {
  const missing = chosen
    .filter((name) => !options.some((option) => option.name === name))
    .map((name) => ({ name, count: 0 }));
  return [...options, ...missing];
}

export interface OptionGroup {
  label: string;
  options: ListedOption[];
}

function OptionItem({
  option,
  checked,
  onToggle,
}: {
  option: ListedOption;
  checked: boolean;
  onToggle: (name: string) => void;
}) {
  return (
    <li>
      <label className="flex cursor-pointer items-center gap-2.5 rounded-md px-1 py-1.5 text-sm text-slate-700 hover:bg-slate-50">
        <input
          type="checkbox"
          checked={checked}
          onChange={() => onToggle(option.name)}
          className="size-4 shrink-0 rounded border-slate-300 accent-brand-700"
        />
        {option.colorCode ? (
          <span
            aria-hidden="true"
            className="size-4 shrink-0 rounded-full ring-1 ring-slate-300"
            style={{ backgroundColor: option.colorCode }}
          />
        ) : null}
        <span className="min-w-0 flex-1 truncate">{option.name}</span>
        <span className="text-xs text-slate-600">({option.count})</span>
      </label>
    </li>
  );
}

/**
 * spec §2: multi-select options with name and count, scrolling at 12 rem (max-h-48). `groupBy`
 * splits them under headings (sizes by system, issue 20); one group needs no heading.
 */
/** The size systems' names (contracts' sizes.ts) as the page's language says them. */
const SIZE_SYSTEMS: Readonly<Record<string, keyof ListingMessages>> = {
  Clothing: 'sizeClothing',
  'One size': 'sizeFree',
  'Waist (inches)': 'sizeWaist',
  "Kids' ages": 'sizeKids',
  'Shoes (UK)': 'sizeShoe',
  Bed: 'sizeBed',
  Pack: 'sizePack',
  Length: 'sizeLength',
  Screen: 'sizeScreen',
  Volume: 'sizeVolume',
};

export function OptionList({
  legend,
  options,
  chosen,
  onToggle,
  isLoading,
  groupBy,
}: {
  legend: string;
  options: ListedOption[];
  chosen: string[];
  onToggle: (name: string) => void;
  isLoading: boolean;
  groupBy?: (options: ListedOption[]) => OptionGroup[];
}) {
  const t = useT(listingMessages);
  const sizeSystem = (label: string) => {
    const key = SIZE_SYSTEMS[label];
    return key ? t(key) : label;
  };
  if (isLoading && options.length === 0) {
    return (
      <div className="space-y-2" aria-hidden="true">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
      </div>
    );
  }
  const listed = withChosen(options, chosen);
  if (listed.length === 0) return <p className="text-sm text-slate-500">{t('noOptions')}</p>;

  const groups = groupBy ? groupBy(listed) : [{ label: legend, options: listed }];
  const item = (option: ListedOption) => (
    <OptionItem
      key={option.name}
      option={option}
      checked={chosen.includes(option.name)}
      onToggle={onToggle}
    />
  );

  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      {groups.length === 1 ? (
        <ul className="max-h-48 space-y-0.5 overflow-y-auto pr-1">
          {groups[0]?.options.map(item)}
        </ul>
      ) : (
        <div className="max-h-48 space-y-2 overflow-y-auto pr-1">
          {groups.map((group) => (
            <fieldset key={group.label}>
              <legend className="px-1 pt-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {sizeSystem(group.label)}
              </legend>
              <ul className="space-y-0.5">{group.options.map(item)}</ul>
            </fieldset>
          ))}
        </div>
      )}
    </fieldset>
  );
}
