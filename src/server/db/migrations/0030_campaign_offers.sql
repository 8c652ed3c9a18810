CREATE TABLE "campaign_offers" (
	"bank" text PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"campaign_type" text NOT NULL,
	"category" text NOT NULL,
	"offer" text NOT NULL,
	"promo_code" text NOT NULL,
	"logo_url" text,
	"discount_bp" integer,
	"cap_cents" bigint,
	"cap_per_day" boolean DEFAULT false NOT NULL,
	"max_payments_per_day" integer,
	"starts_on" date,
	"ends_on" date,
	"sort" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_offers_promo_code_unique" UNIQUE("promo_code"),
	CONSTRAINT "campaign_offers_discount" CHECK ("campaign_offers"."discount_bp" between 1 and 10000),
	CONSTRAINT "campaign_offers_cap" CHECK ("campaign_offers"."cap_cents" > 0),
	CONSTRAINT "campaign_offers_payments" CHECK ("campaign_offers"."max_payments_per_day" > 0),
	CONSTRAINT "campaign_offers_dates" CHECK ("campaign_offers"."ends_on" >= "campaign_offers"."starts_on")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_offers_campaign_type_category_bank_offer_index" ON "campaign_offers" USING btree ("campaign_type","category","bank","offer");--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "company" text;
--> statement-breakpoint
-- Seed (by hand, decision 061): the offers of the content document, section 9, on the pages of section 2
-- (/promotions/online-web/motor/{bank}/credit-card-offer). HNB and People's Bank state no discount; no
-- offer states its dates, so none is set until an admin sets them in the console.
INSERT INTO "campaign_offers" ("bank", "bank_name", "campaign_type", "category", "offer", "promo_code", "logo_url", "discount_bp", "cap_cents", "cap_per_day", "max_payments_per_day", "sort") VALUES
	('ntb', 'Nations Trust Bank', 'online-web', 'motor', 'credit-card-offer', 'NTB-CREDIT-CARD', '/images/banks/ntb.svg', 1000, NULL, false, NULL, 1),
	('ub', 'Union Bank', 'online-web', 'motor', 'credit-card-offer', 'UB-CREDIT-CARD', '/images/banks/ubc.svg', 1500, 1500000, false, NULL, 2),
	('hsbc', 'HSBC', 'online-web', 'motor', 'credit-card-offer', 'HSBC-CREDIT-CARD', NULL, 1000, NULL, false, NULL, 3),
	('dfcc', 'DFCC Bank', 'online-web', 'motor', 'credit-card-offer', 'DFCC-CREDIT-CARD', '/images/banks/dfcc.svg', 1500, 1500000, true, 2, 4),
	('scb', 'Standard Chartered', 'online-web', 'motor', 'credit-card-offer', 'SCB-CREDIT-CARD', NULL, 1100, 1650000, false, NULL, 5),
	('ndb', 'NDB Bank', 'online-web', 'motor', 'credit-card-offer', 'NDB-CREDIT-CARD', '/images/banks/ndb.svg', 1000, NULL, false, NULL, 6),
	('hnb', 'Hatton National Bank', 'online-web', 'motor', 'credit-card-offer', 'HNB-CREDIT-CARD', '/images/banks/hnb.svg', NULL, NULL, false, NULL, 7),
	('sey', 'Seylan Bank', 'online-web', 'motor', 'credit-card-offer', 'SEY-CREDIT-CARD', '/images/banks/seyb.svg', 1000, NULL, false, NULL, 8),
	('pb', 'People''s Bank', 'online-web', 'motor', 'credit-card-offer', 'PB-CREDIT-CARD', '/images/banks/pb.svg', NULL, NULL, false, NULL, 9);
