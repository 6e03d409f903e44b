import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/rows';
import type { Executor } from '../../db/types';
import { visibleProduct } from '../../db/visible-product';

export interface SitemapEntry {
  path: string;
  updatedAt: Date | string | null;
}

export interface ProductPage {
  /** 1-based, as the sitemap file is named. */
  page: number;
  updatedAt: Date | string | null;
}

/**
 * The pages of the product sitemap: every product a shopper may see, in id order, `pageSize` to
 * a page, with the newest change on each page (its lastmod in the sitemap index).
 */
export function productPages(db: Executor, pageSize: number): Promise<ProductPage[]> {
  return selectRows<ProductPage>(
    db,
    sql`SELECT (n / ${pageSize})::int + 1 AS page, max(updated_at) AS "updatedAt"
        FROM (SELECT p.updated_at, (row_number() OVER (ORDER BY p.id) - 1) AS n
              FROM products p WHERE ${visibleProduct('p')}) AS numbered
        GROUP BY 1 ORDER BY 1`,
  );
}

/** One page of the product sitemap: the products' paths and when each last changed. */
export async function productPage(
  db: Executor,
  page: number,
  pageSize: number,
): Promise<SitemapEntry[]> {
  const rows = await selectRows<{ id: string; updatedAt: Date | string | null }>(
    db,
    sql`SELECT p.id, p.updated_at AS "updatedAt" FROM products p
        WHERE ${visibleProduct('p')}
        ORDER BY p.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  return rows.map((row) => ({
    path: `/products/${encodeURIComponent(row.id)}`,
    updatedAt: row.updatedAt,
  }));
}

/** Every category a shopper can open: active, under an active parent. */
export async function categoryEntries(db: Executor): Promise<SitemapEntry[]> {
  const rows = await selectRows<{ slug: string; updatedAt: Date | string | null }>(
    db,
    sql`SELECT c.slug, c.updated_at AS "updatedAt" FROM categories c
        LEFT JOIN categories parent ON parent.id = c.parent_id
        WHERE c.is_active AND (c.parent_id IS NULL OR parent.is_active)
        ORDER BY c.level, c.sort_order, c.slug`,
  );
  return rows.map((row) => ({
    path: `/categories/${encodeURIComponent(row.slug)}`,
    updatedAt: row.updatedAt,
  }));
}
