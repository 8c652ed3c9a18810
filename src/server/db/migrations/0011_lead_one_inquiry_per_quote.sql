DROP INDEX "inquiries_quote_id_index";--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "call_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_leads" ADD COLUMN "call_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Decision 032: one inquiry per quote. Repeats made before it (the same visitor after Edit or Back) are
-- dropped, the first kept; their CRM leads were filed already and stay where they are.
DELETE FROM "inquiries" AS "later" USING "inquiries" AS "first" WHERE "later"."quote_id" = "first"."quote_id" AND "later"."id" > "first"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_quote_id_index" ON "inquiries" USING btree ("quote_id");