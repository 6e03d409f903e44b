-- The listing's ordered indexes carry the columns its filters test (brand, material, fabric,
-- sizes, colours, price, subcategory), so a filtered page is an index-only scan that reads no
-- table rows. Same names and keys as in the schema; drizzle cannot express INCLUDE.
DROP INDEX IF EXISTS "products_category_price_idx";
--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products"
  USING btree ("category_id", "min_price", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("sub_category_id", "brand", "material", "fabric", "sizes", "colors")
  WHERE "products"."is_active";
--> statement-breakpoint
DROP INDEX IF EXISTS "products_category_recent_idx";
--> statement-breakpoint
CREATE INDEX "products_category_recent_idx" ON "products"
  USING btree ("category_id", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("sub_category_id", "brand", "material", "fabric", "sizes", "colors", "min_price")
  WHERE "products"."is_active";
--> statement-breakpoint
DROP INDEX IF EXISTS "products_recent_idx";
--> statement-breakpoint
CREATE INDEX "products_recent_idx" ON "products"
  USING btree ("created_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("category_id", "sub_category_id", "brand", "material", "fabric", "sizes", "colors",
    "min_price")
  WHERE "products"."is_active";
