-- The same index as products_visible_scope_idx in the schema, made covering: the filter panel's
-- facets and the listing counts then read a category's products with index-only scans.
DROP INDEX IF EXISTS "products_visible_scope_idx";
--> statement-breakpoint
CREATE INDEX "products_visible_scope_idx" ON "products"
  USING btree ("category_id", "sub_category_id", "min_price")
  INCLUDE ("id", "brand", "material", "fabric", "max_price", "sizes", "colors")
  WHERE "products"."is_active";
