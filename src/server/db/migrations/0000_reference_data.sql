CREATE TABLE "auth_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"client" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"company_code" text NOT NULL,
	"company_name" text NOT NULL,
	"website" text,
	CONSTRAINT "companies_type_company_code_unique" UNIQUE("type","company_code")
);
--> statement-breakpoint
CREATE TABLE "home_tiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"header" text NOT NULL,
	"background_color" text NOT NULL,
	"image_url" text NOT NULL,
	"bottom_text" text NOT NULL,
	"url" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ncb_years" (
	"id" integer PRIMARY KEY NOT NULL,
	"year" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_history" (
	"version" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_makes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "vehicle_makes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"make_id" integer NOT NULL,
	"vehicle_type" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "vehicle_models_make_id_vehicle_type_name_unique" UNIQUE("make_id","vehicle_type","name")
);
--> statement-breakpoint
CREATE TABLE "vehicle_options" (
	"list" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "vehicle_options_list_vehicle_type_value_pk" PRIMARY KEY("list","vehicle_type","value")
);
--> statement-breakpoint
CREATE TABLE "vehicle_types" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_vehicle_type_vehicle_types_code_fk" FOREIGN KEY ("vehicle_type") REFERENCES "public"."vehicle_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_options" ADD CONSTRAINT "vehicle_options_vehicle_type_vehicle_types_code_fk" FOREIGN KEY ("vehicle_type") REFERENCES "public"."vehicle_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_keys_expires_at_index" ON "auth_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "vehicle_models_vehicle_type_make_id_index" ON "vehicle_models" USING btree ("vehicle_type","make_id");