import { useId } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/** A compact native select with a visible label, for sort order and page size. */
export function LabelledSelect({
  label,
  value,
  options,
  onChange,
  hideLabel = 'never',
}: {
  label: string;
  /** The label stays for screen readers; on phones there is no room for it beside the box. */
  hideLabel?: 'never' | 'narrow' | 'always';
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label
        htmlFor={id}
        className={cn(
          'text-sm whitespace-nowrap text-slate-600',
          hideLabel === 'always' && 'sr-only',
          hideLabel === 'narrow' && 'sr-only sm:not-sr-only',
        )}
      >
        {label}
      </label>
      <span className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 appearance-none rounded-lg border border-slate-300 bg-white py-0 pr-9 pl-3 text-sm font-medium text-slate-800 hover:border-brand-400"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-500" />
      </span>
    </div>
  );
}
