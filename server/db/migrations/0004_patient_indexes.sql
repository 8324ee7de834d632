CREATE INDEX "patients_claimed_by_idx" ON "patients" USING btree ("claimed_by_user_id");--> statement-breakpoint
CREATE INDEX "patients_hospital_idx" ON "patients" USING btree ("hospital_id");