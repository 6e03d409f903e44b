import { type SQL, sql } from 'drizzle-orm';

/**
 * The one rule for what a shopper may see: an active product whose category (and subcategory,
 * when it has one) is active. `table` is how the products table is named in the query: an
 * alias such as `p`, or `products`. Inactive categories are few, so the test is "not one of
 * those" (an init-plan array) rather than a join.
 */
export function visibleProduct(table: 'p' | 'products'): SQL {
  const t = sql.raw(table);
  const inactiveCategories = sql`ARRAY(SELECT id FROM categories WHERE NOT is_active)`;
  return sql`(${t}.is_active
    AND NOT (${t}.category_id = ANY (${inactiveCategories}))
    AND (${t}.sub_category_id IS NULL OR NOT (${t}.sub_category_id = ANY (${inactiveCategories}))))`;
}
