CREATE INDEX "audit_events_patient_user_idx" ON "audit_events" USING btree ("patient_id","user_id","at");--> statement-breakpoint
CREATE INDEX "providers_catalogue_idx" ON "providers" USING btree ("level_of_care","name","id");--> statement-breakpoint
CREATE INDEX "providers_name_idx" ON "providers" USING btree ("name","id");