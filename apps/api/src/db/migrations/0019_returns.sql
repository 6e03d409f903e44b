CREATE TYPE "public"."return_kind" AS ENUM('return', 'exchange');--> statement-breakpoint
CREATE TYPE "public"."return_reason" AS ENUM('size_too_small', 'size_too_large', 'damaged', 'different_from_picture', 'quality_not_as_expected', 'changed_my_mind', 'other');--> statement-breakpoint
CREATE TYPE "public"."return_status" AS ENUM('requested', 'approved', 'rejected', 'cancelled', 'pickup_scheduled', 'picked_up', 'received', 'qc_passed', 'qc_failed', 'refunded', 'exchange_shipped');--> statement-breakpoint
CREATE TABLE "return_events" (
	"id" text PRIMARY KEY NOT NULL,
	"return_id" text NOT NULL,
	"status" "return_status" NOT NULL,
	"description" text NOT NULL,
	"actor_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"return_id" text NOT NULL,
	"order_item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"kind" "return_kind" NOT NULL,
	"exchange_variant_id" text,
	"exchange_size" text,
	"refund_paise" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "return_lines_quantity_positive" CHECK ("return_lines"."quantity" > 0),
	CONSTRAINT "return_lines_exchange_has_size" CHECK (("return_lines"."kind" = 'exchange') = ("return_lines"."exchange_size" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" "return_status" DEFAULT 'requested' NOT NULL,
	"reason" "return_reason" NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"pickup_address" jsonb NOT NULL,
	"goods_refund_paise" integer DEFAULT 0 NOT NULL,
	"fees_refund_paise" integer DEFAULT 0 NOT NULL,
	"refund_method" text,
	"refund_to" text,
	"payout_upi_id" text,
	"payout_account_number" text,
	"payout_ifsc" text,
	"payout_holder_name" text,
	"refund_reference" text,
	"refunded_at" timestamp with time zone,
	"decision_reason" text,
	"exchange_carrier" text,
	"exchange_tracking_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_refund_non_negative" CHECK ("return_requests"."goods_refund_paise" >= 0 AND "return_requests"."fees_refund_paise" >= 0)
);
--> statement-breakpoint
DROP INDEX "invoices_order_kind_uq";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "non_returnable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "non_returnable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "return_id" text;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_exchange_variant_id_variants_id_fk" FOREIGN KEY ("exchange_variant_id") REFERENCES "public"."variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_events_return_id_created_at_index" ON "return_events" USING btree ("return_id","created_at");--> statement-breakpoint
CREATE INDEX "return_lines_return_id_index" ON "return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_lines_order_item_id_index" ON "return_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "return_requests_order_id_index" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_status_created_idx" ON "return_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_return_uq" ON "invoices" USING btree ("return_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_kind_uq" ON "invoices" USING btree ("order_id","kind") WHERE "invoices"."return_id" IS NULL;--> statement-breakpoint
-- Issue 15: beauty and innerwear are not taken back (hygiene); their subcategories with them.
UPDATE "categories" SET "non_returnable" = true WHERE "slug" IN ('beauty', 'innerwear') OR "parent_id" IN (SELECT "id" FROM "categories" WHERE "slug" IN ('beauty', 'innerwear'));
