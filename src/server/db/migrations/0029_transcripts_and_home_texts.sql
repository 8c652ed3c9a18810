CREATE TABLE "featured_deal_texts" (
	"owner_id" integer NOT NULL,
	"locale" text NOT NULL,
	"header" text NOT NULL,
	"paragraph" text NOT NULL,
	CONSTRAINT "featured_deal_texts_owner_id_locale_pk" PRIMARY KEY("owner_id","locale")
);
--> statement-breakpoint
CREATE TABLE "home_slide_texts" (
	"owner_id" integer NOT NULL,
	"locale" text NOT NULL,
	"header" text NOT NULL,
	"description" text NOT NULL,
	"bottom_text" text NOT NULL,
	CONSTRAINT "home_slide_texts_owner_id_locale_pk" PRIMARY KEY("owner_id","locale")
);
--> statement-breakpoint
CREATE TABLE "testimonial_texts" (
	"owner_id" integer NOT NULL,
	"locale" text NOT NULL,
	"user_name" text NOT NULL,
	"comment" text NOT NULL,
	CONSTRAINT "testimonial_texts_owner_id_locale_pk" PRIMARY KEY("owner_id","locale")
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "transcript" text;--> statement-breakpoint
ALTER TABLE "crm_leads" ADD COLUMN "added_transcripts" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "featured_deal_texts" ADD CONSTRAINT "featured_deal_texts_owner_id_featured_deals_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."featured_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_slide_texts" ADD CONSTRAINT "home_slide_texts_owner_id_home_slides_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."home_slides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonial_texts" ADD CONSTRAINT "testimonial_texts_owner_id_testimonials_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The home rows' words become their English rows, as an operator left them (decision 060).
INSERT INTO "home_slide_texts" ("owner_id", "locale", "header", "description", "bottom_text")
SELECT "id", 'en', "header", "description", "bottom_text" FROM "home_slides";--> statement-breakpoint
INSERT INTO "testimonial_texts" ("owner_id", "locale", "user_name", "comment")
SELECT "id", 'en', "user_name", "comment" FROM "testimonials";--> statement-breakpoint
INSERT INTO "featured_deal_texts" ("owner_id", "locale", "header", "paragraph")
SELECT "id", 'en', "header", "paragraph" FROM "featured_deals";--> statement-breakpoint
-- A callback's conversation was in its lead alone (decision 056): the inquiry keeps it now (decision 060).
UPDATE "inquiries" SET "transcript" = "outbox"."payload" ->> 'transcript'
FROM "outbox"
WHERE "outbox"."id" = "inquiries"."crm_message_id" AND "outbox"."kind" = 'crm_lead';--> statement-breakpoint
ALTER TABLE "featured_deals" DROP COLUMN "header";--> statement-breakpoint
ALTER TABLE "featured_deals" DROP COLUMN "paragraph";--> statement-breakpoint
ALTER TABLE "home_slides" DROP COLUMN "header";--> statement-breakpoint
ALTER TABLE "home_slides" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "home_slides" DROP COLUMN "bottom_text";--> statement-breakpoint
ALTER TABLE "testimonials" DROP COLUMN "user_name";--> statement-breakpoint
ALTER TABLE "testimonials" DROP COLUMN "comment";