import { useId, type ReactNode } from 'react';

/**
 * The ids that tie a control to its label, hint and error: inputs, selects and custom controls
 * all point `aria-describedby` at the hint and the error so both are read with the field.
 */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return { controlId, hintId, errorId, describedBy: describedBy || undefined };
}
