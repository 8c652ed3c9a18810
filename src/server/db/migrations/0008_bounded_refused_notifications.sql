ALTER TABLE "payment_notifications" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD COLUMN "refused_body" jsonb;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_one_body" CHECK (("payment_notifications"."body" is null) <> ("payment_notifications"."refused_body" is null));