CREATE TABLE "claim_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"staff_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"n" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_type" text NOT NULL,
	"file_name" text NOT NULL,
	CONSTRAINT "claim_photos_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "claim_photos_claim_id_n_unique" UNIQUE("claim_id","n"),
	CONSTRAINT "claim_photos_n" CHECK ("claim_photos"."n" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_ref" text NOT NULL,
	"cover_note_id" integer NOT NULL,
	"policy_number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"incident_date" date NOT NULL,
	"place" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"amount_cents" bigint,
	"approved_cents" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "claims_claim_ref_unique" UNIQUE("claim_ref"),
	CONSTRAINT "claims_category" CHECK ("claims"."category" in ('accident', 'theft', 'fire', 'flood_natural_disaster', 'third_party_damage', 'windscreen')),
	CONSTRAINT "claims_status" CHECK ("claims"."status" in ('pending', 'under_review', 'approved', 'rejected', 'settled')),
	CONSTRAINT "claims_amounts" CHECK (coalesce("claims"."amount_cents", 1) > 0 and coalesce("claims"."approved_cents", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_photos" ADD CONSTRAINT "claim_photos_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_cover_note_id_cover_notes_id_fk" FOREIGN KEY ("cover_note_id") REFERENCES "public"."cover_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_events_claim_id_index" ON "claim_events" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "claims_customer_id_created_at_index" ON "claims" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "claims_company_id_status_index" ON "claims" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "claims_cover_note_id_index" ON "claims" USING btree ("cover_note_id");