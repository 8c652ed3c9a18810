CREATE TABLE "application_declarations" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"ip_address" text NOT NULL,
	"answers" jsonb NOT NULL,
	"previous_insurer_id" integer,
	"contact_consent" boolean NOT NULL,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_declarations_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
CREATE TABLE "application_reminders" (
	"application_id" integer NOT NULL,
	"stage" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_reminders_application_id_stage_pk" PRIMARY KEY("application_id","stage")
);
--> statement-breakpoint
ALTER TABLE "application_declarations" ADD CONSTRAINT "application_declarations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_declarations" ADD CONSTRAINT "application_declarations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_declarations" ADD CONSTRAINT "application_declarations_previous_insurer_id_companies_id_fk" FOREIGN KEY ("previous_insurer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_reminders" ADD CONSTRAINT "application_reminders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;