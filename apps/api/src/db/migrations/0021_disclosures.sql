ALTER TABLE "categories" ADD COLUMN "disclosures" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "disclosures" jsonb DEFAULT '{}'::jsonb NOT NULL;