DROP INDEX "patients_hospital_idx";--> statement-breakpoint
CREATE INDEX "invites_patient_idx" ON "invites" USING btree ("patient_id","id");--> statement-breakpoint
CREATE INDEX "patients_worklist_idx" ON "patients" USING btree ("hospital_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);