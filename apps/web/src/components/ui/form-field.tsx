import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ValidationText } from '@/lib/i18n';
import { FIELD_CONTROL_CLASS, fieldBorderClass } from './field-styles';
import { useFieldIds } from './use-field-ids';

/** A field's error line; role=alert so a screen reader speaks it as soon as it appears. */
export function FieldErrorText({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-red-700">
      <ValidationText message={message} />
    </p>
  );
}

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Fixed text in front of the value, e.g. the '+91 ' of a mobile number. */
  prefix?: string;
  /** For labels such as '(optional)' that belong beside the name. */
  labelNote?: string;
};

/** A labelled text input with its hint and error wired for assistive technology. */
export function TextField({
  label,
  labelNote,
  error,
  hint,
  prefix,
  id,
  className,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  const control = (
    <input
      id={ids.controlId}
      aria-invalid={error ? true : undefined}
      aria-describedby={ids.describedBy}
      className={cn(
        FIELD_CONTROL_CLASS,
        prefix ? 'rounded-l-none border-l-0' : null,
        fieldBorderClass(Boolean(error)),
      )}
      {...input}
    />
  );

  return (
    <div className={className}>
      <label htmlFor={ids.controlId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {labelNote ? <span className="font-normal text-slate-500"> {labelNote}</span> : null}
      </label>
      {prefix ? (
        <div className="flex">
          <span
            className={cn(
              'flex items-center rounded-l-lg border bg-slate-50 px-3 text-base whitespace-pre text-slate-700',
              error ? 'border-red-600' : 'border-slate-300',
            )}
          >
            {prefix}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
      {hint ? (
        <p id={ids.hintId} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={ids.errorId} message={error} />
    </div>
  );
}
