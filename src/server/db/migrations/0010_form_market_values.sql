CREATE TABLE "market_values" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"new_price" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_values" ADD CONSTRAINT "market_values_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;