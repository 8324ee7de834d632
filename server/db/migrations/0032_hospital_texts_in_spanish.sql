ALTER TABLE "hospitals" ADD COLUMN "preferred_by_phrase_es" text;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "preferred_language_es" text;--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "affiliated_language_es" text;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "custom_acknowledgement_text_es" text;