CREATE TABLE "ehr_filings" (
	"patient_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"filed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ehr_filings_status_known" CHECK ("ehr_filings"."status" in ('pending', 'filed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "ehr_base_url" text;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "ehr_token" text;--> statement-breakpoint
ALTER TABLE "ehr_filings" ADD CONSTRAINT "ehr_filings_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ehr_filings_due" ON "ehr_filings" USING btree ("next_attempt_at") WHERE "ehr_filings"."status" <> 'filed';