-- The catalogue's search (issue 21) reads the folded names from the name-order indexes alone (a substring test on
-- each) instead of the trigram index, whose matches were each read from the table and rechecked: 5 ms for a common word.
DROP INDEX "providers_name_folded_trgm_idx";--> statement-breakpoint
DROP INDEX "providers_catalogue_idx";--> statement-breakpoint
DROP INDEX "providers_name_idx";--> statement-breakpoint
CREATE INDEX "providers_catalogue_idx" ON "providers" USING btree ("level_of_care","name","id","name_folded");--> statement-breakpoint
CREATE INDEX "providers_name_idx" ON "providers" USING btree ("name","id","name_folded");