import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { messageNow } from '@/lib/i18n';
import { adminMessages } from './admin.messages';

/** 'body.variants.0.price' -> 'variants.0.price' (the server names where the value was sent). */
export function fieldPath(path: string): string {
  return path
    .replace(/^\//, '')
    .replaceAll('/', '.')
    .replace(/^(body|query|params)\.?/, '');
}

/**
 * Puts the server's `errors[]` (FieldError paths) on the form fields they name and returns the
 * messages that name no field, so the form can show them above itself. The first marked field
 * takes the focus, so a keyboard user lands on what to fix.
 */
export function showServerErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<Values>,
  /** Form field names that differ from the body's ('image' -> 'imageUrl'). */
  rename: Record<string, string> = {},
): string[] {
  if (!isApiError(error) || !error.errors?.length) return [];
  const unplaced: string[] = [];
  let focused = false;
  for (const fieldError of error.errors) {
    const bodyPath = fieldPath(fieldError.path);
    const name = rename[bodyPath] ?? bodyPath;
    const known = fields.some((field) => name === field || name.startsWith(`${field}.`));
    if (!known) {
      unplaced.push(fieldError.message);
      continue;
    }
    setError(
      name as Path<Values>,
      { type: 'server', message: fieldError.message },
      { shouldFocus: !focused },
    );
    focused = true;
  }
  return unplaced;
}

/** The message to show above a form or beside an action that failed. */
export function failureText(error: unknown, fallback?: string) {
  if (isApiError(error) && error.message) return error.message;
  return fallback ?? messageNow(adminMessages, 'somethingWrong');
}

/**
 * After a failed save: field complaints go on their fields (and return null when all found a
 * home); anything else - an unplaced complaint, a conflict, a lost connection - is returned as
 * the text to show above the form.
 */
export function formFailure<Values extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<Values>,
  rename?: Record<string, string>,
): string | null {
  const unplaced = showServerErrors(error, fields, setError, rename);
  if (isApiError(error) && error.errors?.length) return unplaced.length ? unplaced.join(' ') : null;
  return failureText(error);
}
