import type { SQL } from 'drizzle-orm';
import type { Executor } from './types';

/**
 * Runs raw SQL and returns its rows. node-postgres and PGlite both answer `{ rows }`; the
 * caller names the row shape (cast numbers with ::int in SQL: pg returns bigint as text).
 */
export async function selectRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
