ALTER TABLE "companies" ADD COLUMN "claims_hotline" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "excess" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "agency_repair" text;