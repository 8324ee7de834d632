ALTER TABLE "acknowledgements" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "acknowledgements" ADD CONSTRAINT "acknowledgements_language_known" CHECK ("acknowledgements"."language" in ('en', 'es'));--> statement-breakpoint
-- Languages a provider speaks are kept as BCP 47 tags, so every screen names them in its own language.
UPDATE "provider_languages" SET "language" = CASE "language"
  WHEN 'English' THEN 'en' WHEN 'Spanish' THEN 'es' WHEN 'Somali' THEN 'so' WHEN 'Arabic' THEN 'ar'
  WHEN 'Nepali' THEN 'ne' WHEN 'Chinese' THEN 'zh' WHEN 'French' THEN 'fr' WHEN 'Russian' THEN 'ru'
  WHEN 'Vietnamese' THEN 'vi' WHEN 'American Sign Language' THEN 'ase' ELSE "language" END;
