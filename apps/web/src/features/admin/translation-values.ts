/**
 * Issue 19: a Hindi text of the owner's as a create/update body sends it - trimmed, and null
 * when left blank, which removes it (a Hindi page then shows the English text).
 */
export const hindiText = (value: string): string | null => value.trim() || null;

/** Whether a body's Hindi texts hold anything (a new record sends none when all are blank). */
export const hasHindi = (translations: { hi?: Record<string, string | null> } | undefined) =>
  Object.values(translations?.hi ?? {}).some((text) => text !== null);
