-- Issue 23: CMS quality data. Each provider keeps the measures of the CMS dataset it was last imported from, and
-- Medicare ratings the date of the file they came from.
CREATE TABLE "provider_quality" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"dataset" text NOT NULL,
	"data_date" date NOT NULL,
	"measures" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "medicare_ratings" ADD COLUMN "data_date" date;--> statement-breakpoint
ALTER TABLE "provider_quality" ADD CONSTRAINT "provider_quality_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;