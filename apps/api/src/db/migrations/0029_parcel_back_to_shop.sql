ALTER TABLE "orders" ADD COLUMN "awaiting_return" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returned_to_shop_at" timestamp with time zone;