CREATE TABLE "lead_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "lead_notes_text_length" CHECK (char_length("lead_notes"."text") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "kind" text DEFAULT 'comparison' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "lead_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "crm_message_id" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_inquiry_id_at_index" ON "lead_notes" USING btree ("inquiry_id","at");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assignee_id_staff_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_crm_message_id_outbox_id_fk" FOREIGN KEY ("crm_message_id") REFERENCES "public"."outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_created_at_index" ON "inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inquiries_lead_status_created_at_index" ON "inquiries" USING btree ("lead_status","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_kind_created_at_index" ON "inquiries" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_assignee_id_created_at_index" ON "inquiries" USING btree ("assignee_id","created_at");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_kind" CHECK ("inquiries"."kind" in ('comparison', 'callback', 'campaign'));--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_lead_status" CHECK ("inquiries"."lead_status" in ('new', 'contacted', 'converted', 'closed'));--> statement-breakpoint
-- Hand-written (docs/decisions/044): the inquiries made before this migration are comparison leads, new,
-- last changed when made, and linked to the CRM message the inquiry queued, which names it in its payload's
-- reference ('inquiry <id>', as inquiry.service.ts writes it).
UPDATE "inquiries" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "inquiries" SET "crm_message_id" = "outbox"."id" FROM "outbox" WHERE "outbox"."kind" = 'crm_lead' AND "outbox"."payload"->>'reference' = 'inquiry ' || "inquiries"."id";
