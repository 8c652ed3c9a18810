CREATE TABLE "illness_application_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"holder_index" integer NOT NULL,
	"nic" text NOT NULL,
	"company_id" integer NOT NULL,
	"limit_id" integer NOT NULL,
	"cover_rupees" integer NOT NULL,
	"premium_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "illness_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"pay_key" text NOT NULL,
	"main_mobile" text NOT NULL,
	"channel" text NOT NULL,
	"promo" text,
	"agent_email" text,
	"status" text DEFAULT 'created' NOT NULL,
	"total_cents" bigint NOT NULL,
	"holders" jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "illness_applications_pay_key_unique" UNIQUE("pay_key"),
	CONSTRAINT "illness_applications_status" CHECK ("illness_applications"."status" in ('created', 'paid', 'cancelled')),
	CONSTRAINT "illness_applications_total" CHECK ("illness_applications"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "illness_channels" (
	"code" text PRIMARY KEY NOT NULL,
	"agent" boolean NOT NULL,
	"sub_questions" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "illness_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "illness_companies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "illness_declarations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"options" jsonb,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "illness_illnesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"covered" boolean NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "illness_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"cover_rupees" integer NOT NULL,
	"premium_cents" bigint NOT NULL,
	CONSTRAINT "illness_limits_cover" CHECK ("illness_limits"."cover_rupees" > 0),
	CONSTRAINT "illness_limits_premium" CHECK ("illness_limits"."premium_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "illness_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_number" text NOT NULL,
	"plan_id" integer NOT NULL,
	"nic" text NOT NULL,
	"company_id" integer NOT NULL,
	"cover_rupees" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "illness_policies_policy_number_unique" UNIQUE("policy_number"),
	CONSTRAINT "illness_policies_plan_id_unique" UNIQUE("plan_id"),
	CONSTRAINT "illness_policies_cover" CHECK ("illness_policies"."cover_rupees" > 0),
	CONSTRAINT "illness_policies_dates" CHECK ("illness_policies"."ends_on" >= "illness_policies"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "illness_relationships" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "illness_relationships_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "illness_sublimits" (
	"id" serial PRIMARY KEY NOT NULL,
	"limit_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"limit_rupees" integer NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "illness_application_plans" ADD CONSTRAINT "illness_application_plans_application_id_illness_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."illness_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illness_application_plans" ADD CONSTRAINT "illness_application_plans_company_id_illness_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."illness_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illness_application_plans" ADD CONSTRAINT "illness_application_plans_limit_id_illness_limits_id_fk" FOREIGN KEY ("limit_id") REFERENCES "public"."illness_limits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illness_applications" ADD CONSTRAINT "illness_applications_channel_illness_channels_code_fk" FOREIGN KEY ("channel") REFERENCES "public"."illness_channels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illness_declarations" ADD CONSTRAINT "illness_declarations_company_id_illness_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."illness_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illness_illnesses" ADD CONSTRAINT "illness_illnesses_company_id_illness_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."illness_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illness_limits" ADD CONSTRAINT "illness_limits_company_id_illness_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."illness_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illness_policies" ADD CONSTRAINT "illness_policies_plan_id_illness_application_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."illness_application_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illness_policies" ADD CONSTRAINT "illness_policies_company_id_illness_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."illness_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illness_sublimits" ADD CONSTRAINT "illness_sublimits_limit_id_illness_limits_id_fk" FOREIGN KEY ("limit_id") REFERENCES "public"."illness_limits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "illness_application_plans_application_id_holder_index_company_id_index" ON "illness_application_plans" USING btree ("application_id","holder_index","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "illness_declarations_company_id_title_index" ON "illness_declarations" USING btree ("company_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "illness_illnesses_company_id_covered_name_index" ON "illness_illnesses" USING btree ("company_id","covered","name");--> statement-breakpoint
CREATE UNIQUE INDEX "illness_limits_company_id_cover_rupees_index" ON "illness_limits" USING btree ("company_id","cover_rupees");--> statement-breakpoint
CREATE INDEX "illness_policies_nic_company_id_index" ON "illness_policies" USING btree ("nic","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "illness_sublimits_limit_id_name_index" ON "illness_sublimits" USING btree ("limit_id","name");