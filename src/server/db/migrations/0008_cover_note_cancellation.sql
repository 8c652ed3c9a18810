ALTER TABLE "cover_notes" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cover_notes" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "cover_notes" ADD CONSTRAINT "cover_notes_cancelled" CHECK (("cover_notes"."cancelled_at" is null) = ("cover_notes"."cancel_reason" is null));