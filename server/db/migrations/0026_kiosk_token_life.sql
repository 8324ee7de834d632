-- Security round 3, item 7: kiosk tokens live for the hospital's kiosk days (1 to 365, 30 by default); an admin
-- revokes a kiosk, or deactivates the staff member who turned it on; the device's last config read is kept.
ALTER TABLE "hospitals" ADD COLUMN "kiosk_token_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosks" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- Kiosks made before tokens had a life get the default one (30 days) from this upgrade, rather than all stopping at
-- once in the middle of a family's visit; admins can revoke any of them from the console's list.
UPDATE "kiosks" SET "expires_at" = coalesce("released_at", now() + interval '30 days');--> statement-breakpoint
ALTER TABLE "kiosks" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosks" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kiosks" ADD COLUMN "revoked_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "kiosks" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_revoked_by_user_id_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiosks_hospital_on_idx" ON "kiosks" USING btree ("hospital_id","id") WHERE "kiosks"."released_at" is null and "kiosks"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "kiosks_started_by_on_idx" ON "kiosks" USING btree ("started_by_user_id") WHERE "kiosks"."released_at" is null and "kiosks"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_kiosk_token_days_range" CHECK ("hospitals"."kiosk_token_days" between 1 and 365);