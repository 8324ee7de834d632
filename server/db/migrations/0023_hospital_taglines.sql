-- Issue 24 (Section 1557): a hospital's own language-assistance taglines, its state's most spoken languages first (15
-- to 40; null: the national list), since OCR's per-state lists cannot be read from the server.
ALTER TABLE "hospitals" ADD COLUMN "taglines" jsonb;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_taglines_count" CHECK ("hospitals"."taglines" is null or case when jsonb_typeof("hospitals"."taglines") = 'array' then jsonb_array_length("hospitals"."taglines") between 15 and 40 else false end);