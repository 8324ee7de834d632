-- The catalogue's search by part of a name (issue 21): ILIKE '%…%' reads every name unless a trigram index serves it.
-- pg_trgm is a trusted extension (PostgreSQL 13+), so the database owner may create it; the embedded database loads it
-- at creation (server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "providers_name_trgm_idx" ON "providers" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);
