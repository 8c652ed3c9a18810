-- The home page's content (issue 24, decision 055): the carousel's slides, the testimonials, the partner
-- logos, the featured deals and the one row of home settings (Featured Deals hidden); each article's
-- 'Get a quote' link. The seed fills the lists when they are empty.
CREATE TABLE "featured_deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_url" text NOT NULL,
	"header" text NOT NULL,
	"paragraph" text NOT NULL,
	"quote_url" text NOT NULL,
	"read_more_url" text NOT NULL,
	"badge" text,
	"sort" integer NOT NULL,
	CONSTRAINT "featured_deals_badge" CHECK ("featured_deals"."badge" IN ('FEATURED', 'POPULAR'))
);
--> statement-breakpoint
CREATE TABLE "home_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_group" text NOT NULL,
	"name" text NOT NULL,
	"img_url" text NOT NULL,
	"img_link" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "home_partners_group" CHECK ("home_partners"."partner_group" IN ('insurer', 'bank'))
);
--> statement-breakpoint
CREATE TABLE "home_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"show_featured_deals" boolean DEFAULT false NOT NULL,
	CONSTRAINT "home_settings_one_row" CHECK ("home_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "home_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"header" text NOT NULL,
	"description" text NOT NULL,
	"bottom_text" text NOT NULL,
	"header_url" text NOT NULL,
	"bottom_text_url" text NOT NULL,
	"web_image_url" text NOT NULL,
	"mobile_image_url" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_img_url" text NOT NULL,
	"user_name" text NOT NULL,
	"comment" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
-- Every article seeded so far is about motor insurance: its quote is the car quotation's.
ALTER TABLE "articles" ADD COLUMN "quote_url" text NOT NULL DEFAULT '/motor/Car/full-insurance/Quotation';--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "quote_url" DROP DEFAULT;--> statement-breakpoint
INSERT INTO "home_settings" ("id") VALUES (1);