DROP INDEX "option_lists_service_idx";--> statement-breakpoint
CREATE INDEX "option_lists_service_idx" ON "option_lists" USING btree ("service_id","id");