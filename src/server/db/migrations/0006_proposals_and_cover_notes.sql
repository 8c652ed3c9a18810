CREATE TABLE "cover_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"proposal_id" integer NOT NULL,
	"cover_note_no" text NOT NULL,
	"download_key" text NOT NULL,
	"storage_key" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"mail_message_id" integer NOT NULL,
	"sms_message_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cover_notes_application_id_unique" UNIQUE("application_id"),
	CONSTRAINT "cover_notes_proposal_id_unique" UNIQUE("proposal_id"),
	CONSTRAINT "cover_notes_cover_note_no_unique" UNIQUE("cover_note_no"),
	CONSTRAINT "cover_notes_download_key_unique" UNIQUE("download_key"),
	CONSTRAINT "cover_notes_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"veh_reg_format" text NOT NULL,
	"veh_registration_no" text,
	"engine_no" text NOT NULL,
	"chassis_no" text NOT NULL,
	"is_registered" text NOT NULL,
	"is_leasing" boolean NOT NULL,
	"financial_company_id" integer,
	"financial_company_branch" text,
	"lease_exp_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_application_id_unique" UNIQUE("application_id"),
	CONSTRAINT "proposals_registration" CHECK (("proposals"."is_registered" = 'R') = ("proposals"."veh_registration_no" is not null)),
	CONSTRAINT "proposals_leasing_details" CHECK ("proposals"."is_leasing" = ("proposals"."financial_company_id" is not null and "proposals"."financial_company_branch" is not null and "proposals"."lease_exp_date" is not null))
);
--> statement-breakpoint
ALTER TABLE "cover_notes" ADD CONSTRAINT "cover_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_notes" ADD CONSTRAINT "cover_notes_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_notes" ADD CONSTRAINT "cover_notes_mail_message_id_outbox_id_fk" FOREIGN KEY ("mail_message_id") REFERENCES "public"."outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_notes" ADD CONSTRAINT "cover_notes_sms_message_id_outbox_id_fk" FOREIGN KEY ("sms_message_id") REFERENCES "public"."outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_financial_company_id_companies_id_fk" FOREIGN KEY ("financial_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;