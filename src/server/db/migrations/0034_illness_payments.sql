ALTER TABLE "payments" ALTER COLUMN "application_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "illness_application_id" integer;--> statement-breakpoint
ALTER TABLE "illness_application_plans" ADD COLUMN "not_issued" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_illness_application_id_illness_applications_id_fk" FOREIGN KEY ("illness_application_id") REFERENCES "public"."illness_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_illness_application_id_index" ON "payments" USING btree ("illness_application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_applied_per_illness_application" ON "payments" USING btree ("illness_application_id") WHERE "payments"."applied";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_application" CHECK (("payments"."application_id" is null) <> ("payments"."illness_application_id" is null));