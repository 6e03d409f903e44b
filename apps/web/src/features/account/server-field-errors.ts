import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';

/**
 * Puts the server's per-field complaints (a 400 with `errors: [{path, message}]`) on the fields
 * they name, so the shopper sees which box to fix, not only the general failure text. Returns
 * whether any field was marked.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<Values>[],
  setError: UseFormSetError<Values>,
): boolean {
  if (!isApiError(error) || !error.errors) return false;
  let marked = false;
  for (const fieldError of error.errors) {
    // Paths may come as 'phone', 'body.phone' or '/phone'.
    const name = fieldError.path.split(/[./]/).filter(Boolean).at(-1);
    const field = fields.find((candidate) => candidate === name);
    if (!field) continue;
    setError(field, { type: 'server', message: fieldError.message }, { shouldFocus: !marked });
    marked = true;
  }
  return marked;
}
