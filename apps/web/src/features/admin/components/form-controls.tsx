import type { ComponentProps } from 'react';
import { FIELD_CONTROL_CLASS, fieldBorderClass } from '@/components/ui/field-styles';
import { FieldErrorText } from '@/components/ui/form-field';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useFieldIds } from '@/components/ui/use-field-ids';
import { cn } from '@/lib/cn';

const LABEL = 'mb-1.5 block text-sm font-medium text-slate-800';

type TextAreaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string };

/** A labelled multi-line text box with its error wired for assistive technology. */
export function TextAreaField({ label, error, id, className, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(id, null, error);
  return (
    <div className={className}>
      <label htmlFor={ids.controlId} className={LABEL}>
        {label}
      </label>
      <textarea
        id={ids.controlId}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(FIELD_CONTROL_CLASS, 'h-auto py-2', fieldBorderClass(Boolean(error)))}
        {...textarea}
      />
      <FieldErrorText id={ids.errorId} message={error} />
    </div>
  );
}

export interface Choice {
  value: string;
  label: string;
}

type ChoiceFieldProps = ComponentProps<'select'> & {
  label: string;
  error?: string;
  choices: readonly Choice[];
  /** An empty first choice ('No category'), when leaving it unset is allowed. */
  emptyLabel?: string;
};

/** A labelled native select of value/label pairs. */
export function ChoiceField({
  label,
  error,
  choices,
  emptyLabel,
  id,
  className,
  ...select
}: ChoiceFieldProps) {
  const ids = useFieldIds(id, null, error);
  return (
    <div className={className}>
      <label htmlFor={ids.controlId} className={LABEL}>
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
          {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
      </div>
      <FieldErrorText id={ids.errorId} message={error} />
    </div>
  );
}

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled checkbox with an optional line of explanation. */
export function CheckboxField({ label, hint, error, id, className, ...input }: CheckboxFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={ids.controlId}
        type="checkbox"
        aria-describedby={ids.describedBy}
        className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-brand-700"
        {...input}
      />
      <div>
        <label htmlFor={ids.controlId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint ? (
          <p id={ids.hintId} className="text-sm text-slate-500">
            {hint}
          </p>
        ) : null}
        <FieldErrorText id={ids.errorId} message={error} />
      </div>
    </div>
  );
}
