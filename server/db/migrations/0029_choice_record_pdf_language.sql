ALTER TABLE "choice_record_pdfs" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "choice_record_pdfs" DROP CONSTRAINT "choice_record_pdfs_pkey";--> statement-breakpoint
ALTER TABLE "choice_record_pdfs" ADD CONSTRAINT "choice_record_pdfs_patient_id_language_pk" PRIMARY KEY("patient_id","language");--> statement-breakpoint
ALTER TABLE "choice_record_pdfs" ADD CONSTRAINT "choice_record_pdfs_language_known" CHECK ("choice_record_pdfs"."language" in ('en', 'es'));
