CREATE TABLE "renewal_links" (
	"cover_note_id" integer PRIMARY KEY NOT NULL,
	"link_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_links_link_key_unique" UNIQUE("link_key")
);
--> statement-breakpoint
CREATE TABLE "renewal_reminders" (
	"cover_note_id" integer NOT NULL,
	"stage" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "renewal_reminders_cover_note_id_stage_pk" PRIMARY KEY("cover_note_id","stage")
);
--> statement-breakpoint
ALTER TABLE "renewal_links" ADD CONSTRAINT "renewal_links_cover_note_id_cover_notes_id_fk" FOREIGN KEY ("cover_note_id") REFERENCES "public"."cover_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_reminders" ADD CONSTRAINT "renewal_reminders_cover_note_id_cover_notes_id_fk" FOREIGN KEY ("cover_note_id") REFERENCES "public"."cover_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cover_notes_period_to_index" ON "cover_notes" USING btree ("period_to");