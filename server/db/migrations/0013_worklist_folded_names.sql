-- The worklist's search (issue 21) compares names and MRNs folded to lower case by the database once, on write,
-- instead of lower() of every patient's on every search.
ALTER TABLE "patients" ADD COLUMN "last_name_folded" text GENERATED ALWAYS AS (lower(last_name)) STORED;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "first_name_folded" text GENERATED ALWAYS AS (lower(first_name)) STORED;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "initial_folded" text GENERATED ALWAYS AS (lower(initial)) STORED;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "mrn_folded" text GENERATED ALWAYS AS (lower(mrn)) STORED;