CREATE TABLE "store_profile" (
	"id" text PRIMARY KEY DEFAULT 'store' NOT NULL,
	"legal_name" text NOT NULL,
	"trade_name" text NOT NULL,
	"gstin" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"support_phone" text NOT NULL,
	"support_email" text NOT NULL,
	"grievance_officer_name" text NOT NULL,
	"grievance_officer_designation" text NOT NULL,
	"grievance_officer_phone" text NOT NULL,
	"grievance_officer_email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_profile_one_row" CHECK ("store_profile"."id" = 'store')
);
--> statement-breakpoint
-- Plausible values (issue 14), the same address and support lines as the footer's fixed text
-- (spec §1); the GSTIN's check character is right (29 = Karnataka).
INSERT INTO "store_profile" ("legal_name", "trade_name", "gstin", "address_line1", "address_line2", "city", "state", "pincode", "support_phone", "support_email", "grievance_officer_name", "grievance_officer_designation", "grievance_officer_phone", "grievance_officer_email")
VALUES ('BharatBazaar Retail Pvt. Ltd.', 'BharatBazaar', '29AABCB1234C1ZA', '3rd Floor, Sunrise Towers, MG Road', '', 'Bengaluru', 'Karnataka', '560001', '+91 1800-123-4567', 'support@bharatbazaar.in', 'Meera Krishnan', 'Grievance Officer', '9845012345', 'grievance@bharatbazaar.in');
