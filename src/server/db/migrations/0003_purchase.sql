CREATE TABLE "application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"pay_sec_hash" text NOT NULL,
	"req_key" text NOT NULL,
	"quote_id" integer NOT NULL,
	"qot_number" text NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"cover_type" text NOT NULL,
	"quotation" jsonb NOT NULL,
	"amount_cents" integer NOT NULL,
	"personal_info" jsonb NOT NULL,
	"channel" text NOT NULL,
	"promo" text NOT NULL,
	"is_renewal" boolean NOT NULL,
	"existing_insurer_id" integer,
	"renewal_date" date,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_pay_sec_hash_unique" UNIQUE("pay_sec_hash"),
	CONSTRAINT "applications_req_key_unique" UNIQUE("req_key"),
	CONSTRAINT "applications_quote_id_company_id_customer_id_unique" UNIQUE("quote_id","company_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"title" text NOT NULL,
	"name_initials" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"date_of_birth" date,
	"identify_type" text NOT NULL,
	"nic_number" text,
	"passport_number" text,
	"email" text NOT NULL,
	"home_number" text,
	"address_no" text,
	"street_one" text NOT NULL,
	"street_two" text,
	"street_three" text,
	"city" text NOT NULL,
	"country" text,
	"occupation" text,
	"employee_id" text,
	"fk_company_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_challenges_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "verified_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"challenge_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_existing_insurer_id_companies_id_fk" FOREIGN KEY ("existing_insurer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verified_tokens" ADD CONSTRAINT "verified_tokens_challenge_id_otp_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."otp_challenges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_id_index" ON "application_events" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "applications_customer_id_index" ON "applications" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "otp_challenges_mobile_created_at_index" ON "otp_challenges" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "verified_tokens_expires_at_index" ON "verified_tokens" USING btree ("expires_at");