CREATE TABLE "partner_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner" text NOT NULL,
	"token_hash" text NOT NULL,
	"title" text NOT NULL,
	"name" text NOT NULL,
	"mobile_number" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_customers_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"channel" text,
	"promo_code" text,
	"cover_type" text,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"discount_bp" integer,
	"status" text NOT NULL,
	"value" text NOT NULL,
	"color" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotions_discount_range" CHECK ("promotions"."discount_bp" is null or "promotions"."discount_bp" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"unq_hash" text NOT NULL,
	"cover_type" text NOT NULL,
	"params" jsonb NOT NULL,
	"channel" text NOT NULL,
	"promo" text NOT NULL,
	"partner_customer_id" integer,
	"quoted_on" date NOT NULL,
	"valid_until" date NOT NULL,
	"quotations" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_unq_hash_unique" UNIQUE("unq_hash")
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"version" text NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"is_sample" boolean NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariffs_company_id_version_unique" UNIQUE("company_id","version")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_partner_customer_id_partner_customers_id_fk" FOREIGN KEY ("partner_customer_id") REFERENCES "public"."partner_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotions_starts_on_index" ON "promotions" USING btree ("starts_on");--> statement-breakpoint
CREATE INDEX "tariffs_company_id_effective_from_index" ON "tariffs" USING btree ("company_id","effective_from");