ALTER TABLE "invites" ADD COLUMN "relationship" text;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "revoked_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "mrn" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "home_zip" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "expected_discharge_date" date;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_revoked_by_user_id_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patients_hospital_mrn_idx" ON "patients" USING btree ("hospital_id",lower("mrn"));