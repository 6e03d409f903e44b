CREATE TYPE "public"."invoice_kind" AS ENUM('invoice', 'credit_note');--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"kind" "invoice_kind" NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_series_kind_financial_year_pk" PRIMARY KEY("kind","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_kind_uq" ON "invoices" USING btree ("order_id","kind");