CREATE TABLE "home_partner_texts" (
	"owner_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "home_partner_texts_owner_id_locale_pk" PRIMARY KEY("owner_id","locale")
);
--> statement-breakpoint
CREATE TABLE "home_tile_texts" (
	"owner_id" integer NOT NULL,
	"locale" text NOT NULL,
	"header" text NOT NULL,
	"bottom_text" text NOT NULL,
	CONSTRAINT "home_tile_texts_owner_id_locale_pk" PRIMARY KEY("owner_id","locale")
);
--> statement-breakpoint
ALTER TABLE "home_partner_texts" ADD CONSTRAINT "home_partner_texts_owner_id_home_partners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."home_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_tile_texts" ADD CONSTRAINT "home_tile_texts_owner_id_home_tiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."home_tiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The tiles' and partners' words become their English rows, as an operator left them (decision 064).
INSERT INTO "home_tile_texts" ("owner_id", "locale", "header", "bottom_text")
SELECT "id", 'en', "header", "bottom_text" FROM "home_tiles";--> statement-breakpoint
INSERT INTO "home_partner_texts" ("owner_id", "locale", "name")
SELECT "id", 'en', "name" FROM "home_partners";--> statement-breakpoint
ALTER TABLE "home_tiles" DROP COLUMN "header";--> statement-breakpoint
ALTER TABLE "home_tiles" DROP COLUMN "bottom_text";--> statement-breakpoint
ALTER TABLE "home_partners" DROP COLUMN "name";