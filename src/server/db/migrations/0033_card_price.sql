CREATE TABLE "campaign_card_bins" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank" text NOT NULL,
	"bin_from" text NOT NULL,
	"bin_to" text NOT NULL,
	CONSTRAINT "campaign_card_bins_digits" CHECK ("campaign_card_bins"."bin_from" ~ '^[0-9]{6,8}$' and "campaign_card_bins"."bin_to" ~ '^[0-9]{6,8}$'),
	CONSTRAINT "campaign_card_bins_range" CHECK (length("campaign_card_bins"."bin_from") = length("campaign_card_bins"."bin_to") and "campaign_card_bins"."bin_from" <= "campaign_card_bins"."bin_to")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "campaign_bank" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_bin" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_day" date;--> statement-breakpoint
ALTER TABLE "campaign_card_bins" ADD CONSTRAINT "campaign_card_bins_bank_campaign_offers_bank_fk" FOREIGN KEY ("bank") REFERENCES "public"."campaign_offers"("bank") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_card_bins_bank_index" ON "campaign_card_bins" USING btree ("bank");--> statement-breakpoint
CREATE INDEX "payments_campaign_bank_card_bin_card_last4_card_day_index" ON "payments" USING btree ("campaign_bank","card_bin","card_last4","card_day");--> statement-breakpoint
-- Seed (by hand, decision 062): SANDBOX BIN ranges, one per bank, holding the sandbox gateway's test card
-- of that bank (README). They are not the banks' real ranges: an admin replaces them before a real gateway
-- takes cards. Seeded here once, so an admin's ranges are never overwritten.
INSERT INTO "campaign_card_bins" ("bank", "bin_from", "bin_to") VALUES
	('ntb', '45510100', '45510199'),
	('ntb', '455111', '455111'),
	('ub', '45520100', '45520199'),
	('hsbc', '45530100', '45530199'),
	('dfcc', '45540100', '45540199'),
	('scb', '45550100', '45550199'),
	('ndb', '45560100', '45560199'),
	('hnb', '45570100', '45570199'),
	('sey', '45580100', '45580199'),
	('pb', '45590100', '45590199');
