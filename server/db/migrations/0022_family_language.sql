-- Issue 24: the languages families use CareChoice in ('en', 'es'): the one each user chose (null: never chose), each
-- invite's (its e-mail and the family's first screens), and each hospital's language of family invitations.
ALTER TABLE "hospitals" ADD COLUMN "family_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_family_language_known" CHECK ("hospitals"."family_language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_language_known" CHECK ("invites"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("users"."language" is null or "users"."language" in ('en', 'es'));