-- design.md: a product's totalStock, minPrice and maxPrice are kept consistent with its variants.
-- The database does it, so every writer (seed, back office, order placement, cancellation)
-- gets it for free: after any statement that touches variants, the affected products are
-- recomputed from their active variants, together with the sizes and colours the listing
-- filters and facets read, and price / originalPrice of the cheapest variant.
CREATE OR REPLACE FUNCTION sync_products_from_variants(product_ids text[]) RETURNS void AS $$
  UPDATE products p SET
    sizes = a.sizes,
    colors = a.colors,
    min_price = coalesce(a.min_price, p.min_price),
    max_price = coalesce(a.max_price, p.max_price),
    price = coalesce(a.price, p.price),
    original_price = coalesce(a.original_price, p.original_price),
    total_stock = a.total_stock
  FROM (
    SELECT ids.id,
      coalesce(array_agg(DISTINCT v.size) FILTER (WHERE v.id IS NOT NULL), '{}') AS sizes,
      coalesce(array_agg(DISTINCT v.color) FILTER (WHERE v.id IS NOT NULL), '{}') AS colors,
      min(v.price) AS min_price,
      max(v.price) AS max_price,
      (array_agg(v.price ORDER BY v.price, v.position) FILTER (WHERE v.id IS NOT NULL))[1] AS price,
      (array_agg(v.original_price ORDER BY v.price, v.position) FILTER (WHERE v.id IS NOT NULL))[1]
        AS original_price,
      coalesce(sum(v.stock), 0)::int AS total_stock
    FROM unnest(product_ids) AS ids(id)
    LEFT JOIN variants v ON v.product_id = ids.id AND v.is_active
    GROUP BY ids.id
  ) a
  WHERE p.id = a.id
    AND (p.sizes, p.colors, p.min_price, p.max_price, p.price, p.original_price, p.total_stock)
      IS DISTINCT FROM
      (a.sizes, a.colors, coalesce(a.min_price, p.min_price), coalesce(a.max_price, p.max_price),
       coalesce(a.price, p.price), coalesce(a.original_price, p.original_price), a.total_stock);
$$ LANGUAGE sql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION variants_sync_after_insert() RETURNS trigger AS $$
BEGIN
  PERFORM sync_products_from_variants(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION variants_sync_after_update() RETURNS trigger AS $$
BEGIN
  PERFORM sync_products_from_variants(
    ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION variants_sync_after_delete() RETURNS trigger AS $$
BEGIN
  PERFORM sync_products_from_variants(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER variants_sync_product_insert AFTER INSERT ON variants
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION variants_sync_after_insert();
--> statement-breakpoint
CREATE TRIGGER variants_sync_product_update AFTER UPDATE ON variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION variants_sync_after_update();
--> statement-breakpoint
CREATE TRIGGER variants_sync_product_delete AFTER DELETE ON variants
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION variants_sync_after_delete();
--> statement-breakpoint
SELECT sync_products_from_variants(ARRAY(SELECT id FROM products));
