import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';

/**
 * Words a shopper may type for the same thing ("sari", "saree"; "phone cover", "phone case"),
 * one group per row, edited by the owner in the back office. Search widens a typed term to
 * every term of its group (decision 017). Terms are lower case and may have several words.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: idColumn(),
  terms: text().array().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * What shoppers search, for the owner: one row per normalised query, never who asked
 * (decision 018). `results` is the count of the latest search of that query.
 */
export const searchQueries = pgTable(
  'search_queries',
  {
    query: text().primaryKey(),
    searches: integer().notNull().default(0),
    results: integer().notNull().default(0),
    lastSearchedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('search_queries_top_idx').on(t.searches.desc()),
    index('search_queries_no_result_idx')
      .on(t.searches.desc())
      .where(sql`${t.results} = 0`),
  ],
);
