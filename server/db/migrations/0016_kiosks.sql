-- Kiosk mode (issue 22, item 2): devices turned into a hospital's kiosks (a token's hash each, kept until a staff member
-- turns the device off), and each hospital's idle time before a kiosk asks "Are you still there?".
CREATE TABLE "kiosks" (
	"id" serial PRIMARY KEY NOT NULL,
	"hospital_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"started_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"released_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "hospitals" ADD COLUMN "kiosk_idle_minutes" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_released_by_user_id_users_id_fk" FOREIGN KEY ("released_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kiosks_token_hash_idx" ON "kiosks" USING btree ("token_hash");