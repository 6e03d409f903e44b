import { desc, eq, sql } from 'drizzle-orm';
import { searchQueries } from '../../db/schema';
import type { Executor } from '../../db/types';

export interface SearchCount {
  query: string;
  searches: number;
  results: number;
}

/**
 * Adds counted searches to search_queries in one statement. Replicas add theirs alike: the
 * counts sum, the latest result count wins. The counts travel as three arrays, not as a row of
 * parameters each: a long tail of new searches gathers hundreds of queries between two writes,
 * and PGlite (one statement at a time) made every search wait while it parsed 3,000 parameters.
 * The queries are distinct (the log gathers them by text): one statement cannot update a row twice.
 */
export async function addSearchCounts(db: Executor, counts: SearchCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db.execute(sql`
    INSERT INTO search_queries (query, searches, results, last_searched_at)
    SELECT query, searches, results, now()
    FROM unnest(
      ${sql.param(counts.map((count) => count.query))}::text[],
      ${sql.param(counts.map((count) => count.searches))}::int[],
      ${sql.param(counts.map((count) => count.results))}::int[]
    ) AS counted(query, searches, results)
    ON CONFLICT (query) DO UPDATE SET
      searches = search_queries.searches + excluded.searches,
      results = excluded.results,
      last_searched_at = excluded.last_searched_at`);
}

/** The most searched queries (search_queries_top_idx), or those that found nothing. */
export function listSearchCounts(db: Executor, options: { noResults: boolean; limit: number }) {
  return db
    .select()
    .from(searchQueries)
    .where(options.noResults ? eq(searchQueries.results, 0) : undefined)
    .orderBy(desc(searchQueries.searches), searchQueries.query)
    .limit(options.limit);
}
