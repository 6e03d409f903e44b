/**
 * What PostgreSQL (or the connection to it) said about a failed statement. drizzle wraps the
 * driver's error, so the chain of causes is searched for the code.
 */

/** SQLSTATE ('23505') or a socket error ('ECONNREFUSED'); anything else is not the database's. */
const DATABASE_CODE = /^(?:[0-9A-Z]{5}|E[A-Z]+)$/;

/** The database's error code behind `error`, if there is one. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && DATABASE_CODE.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique index refused the row (23505): someone else took the code or slug first. */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';

/** A CHECK constraint refused the row (23514). */
export const isCheckViolation = (error: unknown) => pgErrorCode(error) === '23514';

/** A foreign key refused the change (23503): the row is still referenced, or its parent is gone. */
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === '23503';

/** Two transactions collided (deadlock 40P01, serialization 40001): running again is safe. */
export const isTransactionCollision = (error: unknown) => {
  const code = pgErrorCode(error);
  return code === '40P01' || code === '40001';
};
