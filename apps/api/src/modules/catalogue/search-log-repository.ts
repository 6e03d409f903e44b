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
 * counts sum, the latest result count wins.
 */
export async function addSearchCounts(db: Executor, counts: SearchCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insert(searchQueries)
    .values(counts.map((count) => ({ ...count, lastSearchedAt: new Date() })))
    .onConflictDoUpdate({
      target: searchQueries.query,
      set: {
        searches: sql`${searchQueries.searches} + excluded.searches`,
        results: sql`excluded.results`,
        lastSearchedAt: sql`excluded.last_searched_at`,
      },
    });
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
