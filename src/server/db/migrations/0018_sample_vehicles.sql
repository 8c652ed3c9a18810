CREATE TABLE "sample_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"sort" integer NOT NULL,
	"quote" jsonb NOT NULL,
	CONSTRAINT "sample_vehicles_label_unique" UNIQUE("label")
);
