ALTER TABLE "inquiries" ADD COLUMN "transcript" text;--> statement-breakpoint
ALTER TABLE "crm_leads" ADD COLUMN "added_transcripts" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- A callback's conversation was in its lead alone (decision 056): the inquiry keeps it now (decision 060).
UPDATE "inquiries" SET "transcript" = "outbox"."payload" ->> 'transcript'
FROM "outbox"
WHERE "outbox"."id" = "inquiries"."crm_message_id" AND "outbox"."kind" = 'crm_lead' AND "inquiries"."transcript" IS NULL;
