ALTER TABLE "payment_notifications" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cover_notes" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cover_notes" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "document_uploads" ADD COLUMN "file_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD COLUMN "refused_body" jsonb;--> statement-breakpoint
CREATE INDEX "otp_challenges_client_address_created_at_index" ON "otp_challenges" USING btree ("client_address","created_at");--> statement-breakpoint
ALTER TABLE "cover_notes" ADD CONSTRAINT "cover_notes_cancelled" CHECK (("cover_notes"."cancelled_at" is null) = ("cover_notes"."cancel_reason" is null));--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_one_body" CHECK (("payment_notifications"."body" is null) <> ("payment_notifications"."refused_body" is null));