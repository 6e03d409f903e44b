import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { FIELD_CONTROL_CLASS, fieldBorderClass } from './field-styles';
import { FieldErrorText } from './form-field';
import { useFieldIds } from './use-field-ids';
import { ChevronDownIcon } from './icons';

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  error?: string;
  /** The first, empty choice ('Select a state'), so nothing is picked by accident. */
  placeholder: string;
  options: readonly string[];
  /** What a choice reads as, when it differs from the value kept (a country's name in Hindi). */
  optionLabel?: (option: string) => string;
};

/** A labelled native select: native so phones show their own picker and typing jumps to a choice. */
export function SelectField({
  label,
  error,
  placeholder,
  options,
  optionLabel = (option) => option,
  id,
  className,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id, null, error);
  return (
    <div className={className}>
      <label htmlFor={ids.controlId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <select
          id={ids.controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={cn(FIELD_CONTROL_CLASS, 'appearance-none pr-9', fieldBorderClass(!!error))}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
      </div>
      <FieldErrorText id={ids.errorId} message={error} />
    </div>
  );
}
