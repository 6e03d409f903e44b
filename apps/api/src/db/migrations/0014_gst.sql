ALTER TABLE "products" ADD COLUMN "hsn_code" text DEFAULT '6211' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_above" integer DEFAULT 18;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_threshold" integer DEFAULT 2500;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "taxable_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cgst_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sgst_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "igst_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "place_of_supply" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "supplier_state_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_valid" CHECK ("products"."gst_rate" BETWEEN 0 AND 40 AND ("products"."gst_rate_above" IS NULL) = ("products"."gst_threshold" IS NULL));--> statement-breakpoint
-- Each existing product takes its subcategory's GST class (db/seed/gst-classes.ts, decision 015).
UPDATE "products" AS p SET "hsn_code" = g.hsn, "gst_rate" = g.rate, "gst_rate_above" = g.above, "gst_threshold" = g.threshold
FROM "categories" AS c, (VALUES
  ('men-t-shirts', '6109', 5, 18, 2500),
  ('men-shirts', '6205', 5, 18, 2500),
  ('men-jeans', '6203', 5, 18, 2500),
  ('men-kurtas', '6211', 5, 18, 2500),
  ('men-trousers', '6203', 5, 18, 2500),
  ('women-kurtas-kurtis', '6211', 5, 18, 2500),
  ('sarees', '5407', 5, NULL::integer, NULL::integer),
  ('women-dresses', '6204', 5, 18, 2500),
  ('women-tops', '6206', 5, 18, 2500),
  ('women-leggings', '6104', 5, 18, 2500),
  ('dupattas-stoles', '6214', 5, 18, 2500),
  ('boys-clothing', '6109', 5, 18, 2500),
  ('girls-clothing', '6204', 5, 18, 2500),
  ('infant-wear', '6111', 5, 18, 2500),
  ('sports-shoes', '6404', 5, 18, 2500),
  ('casual-shoes', '6404', 5, 18, 2500),
  ('sandals-floaters', '6402', 5, 18, 2500),
  ('ethnic-footwear', '6403', 5, 18, 2500),
  ('backpacks', '4202', 18, NULL::integer, NULL::integer),
  ('handbags', '4202', 18, NULL::integer, NULL::integer),
  ('wallets', '4202', 18, NULL::integer, NULL::integer),
  ('watches', '9102', 18, NULL::integer, NULL::integer),
  ('sunglasses', '9004', 18, NULL::integer, NULL::integer),
  ('bedsheets', '6302', 5, 18, 2500),
  ('cushion-covers', '6304', 5, 18, 2500),
  ('curtains', '6303', 5, 18, 2500),
  ('kitchen-dining', '6912', 5, NULL::integer, NULL::integer),
  ('skincare', '3304', 18, NULL::integer, NULL::integer),
  ('haircare', '3305', 5, NULL::integer, NULL::integer),
  ('fragrances', '3303', 18, NULL::integer, NULL::integer),
  ('earphones', '8518', 18, NULL::integer, NULL::integer),
  ('chargers-cables', '8504', 18, NULL::integer, NULL::integer),
  ('phone-cases', '3926', 18, NULL::integer, NULL::integer),
  ('power-banks', '8507', 18, NULL::integer, NULL::integer)
) AS g (slug, hsn, rate, above, threshold)
WHERE c."id" = p."sub_category_id" AND c."slug" = g.slug;
