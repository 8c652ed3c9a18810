CREATE TABLE "instalment_terms" (
	"bank" text PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"months" integer[] NOT NULL,
	"min_cents" bigint NOT NULL,
	"max_cents" bigint,
	"convert_within_days" integer,
	"sort" integer NOT NULL
);
--> statement-breakpoint
-- Seed (by hand, decision 054): the terms of the content document, section 9. "Above 10,000" is a smallest
-- amount of 10,000.01; "up to 12 months" is 3, 6 or 12 and "up to 60 months" 3, 6, 12, 24, 36, 48 or 60,
-- the lengths the banks' plans come in; NDB states no amounts, so it has none.
INSERT INTO "instalment_terms" ("bank", "bank_name", "months", "min_cents", "max_cents", "convert_within_days", "sort") VALUES
	('ntb', 'Nations Trust Bank', '{3,6,12}', 1000001, NULL, NULL, 1),
	('ub', 'Union Bank', '{3,6,12}', 2500001, NULL, NULL, 2),
	('hsbc', 'HSBC', '{3,6,12}', 2500000, 80000000, NULL, 3),
	('hnb', 'Hatton National Bank', '{6,12}', 1000000, 100000000, 5, 4),
	('ndb', 'NDB Bank', '{3,6,12,24,36,48,60}', 0, NULL, NULL, 5);
