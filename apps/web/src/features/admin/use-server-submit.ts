import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { formFailure } from './server-errors';

/**
 * Every back-office form saves the same way: clear the last failure, save, and on a refusal put
 * the server's field errors on their fields and anything else above the form.
 */
export function useServerSubmit<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  fields: readonly string[],
  save: (values: Values) => Promise<void>,
  rename?: Record<string, string>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
    } catch (error) {
      setFailure(formFailure(error, fields, form.setError, rename));
    }
  });
  return { failure, onSubmit };
}
