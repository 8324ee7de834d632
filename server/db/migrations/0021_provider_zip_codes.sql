-- Issue 23: the ZIP codes each home health agency serves (CMS's Home Health Care - Zip Codes file), so a family is offered
-- only agencies that serve the patient's home ZIP (42 CFR 482.43(c)); by agency (primary key) and by ZIP (index).
CREATE TABLE "provider_zip_codes" (
	"provider_id" integer NOT NULL,
	"zip" text NOT NULL,
	CONSTRAINT "provider_zip_codes_provider_id_zip_pk" PRIMARY KEY("provider_id","zip")
);
--> statement-breakpoint
ALTER TABLE "provider_zip_codes" ADD CONSTRAINT "provider_zip_codes_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_zip_codes_zip_idx" ON "provider_zip_codes" USING btree ("zip","provider_id");