CREATE TABLE "choice_record_pdfs" (
	"patient_id" integer PRIMARY KEY NOT NULL,
	"digest" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"rendered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "choice_record_pdfs" ADD CONSTRAINT "choice_record_pdfs_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;