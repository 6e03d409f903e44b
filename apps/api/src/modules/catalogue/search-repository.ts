import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/rows';
import type { Executor } from '../../db/types';

/** The owner's synonym groups (search_synonyms): a few dozen rows, read whole. */
export async function listSynonymGroups(db: Executor): Promise<string[][]> {
  const rows = await selectRows<{ terms: string[] }>(db, sql`SELECT terms FROM search_synonyms`);
  return rows.map((row) => row.terms);
}

/**
 * Every colour name of the catalogue's variants. A loose index scan of variants_color_idx (one
 * probe per colour) rather than a DISTINCT over every variant: forty probes, not a million rows.
 */
export async function listCatalogueColours(db: Executor): Promise<string[]> {
  const rows = await selectRows<{ color: string }>(
    db,
    sql`WITH RECURSIVE colours(color) AS (
      SELECT min(color) FROM variants
      UNION ALL
      SELECT (SELECT min(v.color) FROM variants v WHERE v.color > colours.color)
      FROM colours WHERE colours.color IS NOT NULL
    )
    SELECT color FROM colours WHERE color IS NOT NULL`,
  );
  return rows.map((row) => row.color);
}
