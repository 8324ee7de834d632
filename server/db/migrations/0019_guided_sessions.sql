-- Guided sessions (issue 22, item 3): a session that acts as a patient's family, and who confirmed in one.
ALTER TABLE "acknowledgements" ADD COLUMN "by_name" text;--> statement-breakpoint
ALTER TABLE "option_lists" ADD COLUMN "confirmed_by_name" text;--> statement-breakpoint
ALTER TABLE "option_lists" ADD COLUMN "confirmed_by_relationship" text;--> statement-breakpoint
ALTER TABLE "option_lists" ADD COLUMN "guided_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "guided_patient_id" integer;--> statement-breakpoint
ALTER TABLE "option_lists" ADD CONSTRAINT "option_lists_guided_by_user_id_users_id_fk" FOREIGN KEY ("guided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_guided_patient_id_patients_id_fk" FOREIGN KEY ("guided_patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;