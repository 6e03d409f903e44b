CREATE TYPE "public"."review_fit" AS ENUM('runs-small', 'true-to-size', 'runs-large');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('published', 'pending', 'hidden');--> statement-breakpoint
CREATE TYPE "public"."review_vote_kind" AS ENUM('helpful', 'report');--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" "review_vote_kind" NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_user_id_kind_pk" PRIMARY KEY("review_id","user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text,
	"rating" smallint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"fit" "review_fit",
	"size" text,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "review_status" DEFAULT 'published' NOT NULL,
	"hidden_reason" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"moderated_at" timestamp with time zone,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"open_reports" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_photos_max" CHECK (cardinality("reviews"."photos") <= 3)
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_average" real GENERATED ALWAYS AS (CASE WHEN rating_count > 0 THEN rating_total::real / rating_count ELSE 0 END) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_votes_user_id_index" ON "review_votes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_product_user_uq" ON "reviews" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_product_recent_idx" ON "reviews" USING btree ("product_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reviews_product_helpful_idx" ON "reviews" USING btree ("product_id","helpful_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reviews_product_rating_idx" ON "reviews" USING btree ("product_id","rating","created_at" DESC NULLS LAST) WHERE "reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reviews_status_recent_idx" ON "reviews" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_new_idx" ON "reviews" USING btree ("created_at" DESC NULLS LAST) WHERE "reviews"."moderated_at" IS NULL;--> statement-breakpoint
CREATE INDEX "reviews_reported_idx" ON "reviews" USING btree ("created_at" DESC NULLS LAST) WHERE "reviews"."open_reports" > 0;--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category_id","rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."is_active";--> statement-breakpoint
-- Issue 18: a product's rating is kept by the database, in the same transaction as the review's
-- insert, edit, delete or moderation. Only published reviews count. The counters are added to
-- (UPDATE ... SET n = n + d takes the product row's lock and re-reads it), never recounted, so
-- twenty reviews written at once give the exact count and total.
CREATE OR REPLACE FUNCTION reviews_rating_sync() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published' THEN
    UPDATE products SET rating_count = rating_count - 1, rating_total = rating_total - OLD.rating
      WHERE id = OLD.product_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' THEN
    UPDATE products SET rating_count = rating_count + 1, rating_total = rating_total + NEW.rating
      WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER reviews_rating_sync_insert AFTER INSERT ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_rating_sync();
--> statement-breakpoint
-- Only a change that moves the rating (status or stars) touches the product row: votes and
-- replies leave it alone.
CREATE TRIGGER reviews_rating_sync_update AFTER UPDATE OF rating, status, product_id ON reviews
  FOR EACH ROW WHEN (OLD.rating IS DISTINCT FROM NEW.rating OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.product_id IS DISTINCT FROM NEW.product_id)
  EXECUTE FUNCTION reviews_rating_sync();
--> statement-breakpoint
CREATE TRIGGER reviews_rating_sync_delete AFTER DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_rating_sync();
