/** The PostgreSQL error code of a failed statement (drizzle wraps the driver's error). */
function pgError(error: unknown): { code?: string; constraint?: string } {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return {};
}

/** A unique index refused the row (23505): someone else took the code or slug first. */
export function isUniqueViolation(error: unknown): boolean {
  return pgError(error).code === '23505';
}

/** A CHECK constraint refused the row (23514). */
export function isCheckViolation(error: unknown): boolean {
  return pgError(error).code === '23514';
}

/** A foreign key refused the change (23503): the row is still referenced, or its parent is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgError(error).code === '23503';
}
