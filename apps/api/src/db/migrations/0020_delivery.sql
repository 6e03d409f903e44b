CREATE TABLE "pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"office" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refused_at_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_user_refused_idx" ON "orders" USING btree ("user_id") WHERE "orders"."refused_at_delivery";