CREATE TABLE "vehicle_numbers" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"veh_reg_format" text,
	"veh_registration_no" text,
	"engine_no" text,
	"chassis_no" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_numbers" ADD CONSTRAINT "vehicle_numbers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;