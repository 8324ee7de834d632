CREATE TABLE "option_list_removals" (
	"option_list_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"reason" text NOT NULL,
	"removed_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_list_removals_option_list_id_provider_id_pk" PRIMARY KEY("option_list_id","provider_id")
);
--> statement-breakpoint
ALTER TABLE "option_lists" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "option_lists" ADD COLUMN "area_type" text;--> statement-breakpoint
ALTER TABLE "option_lists" ADD COLUMN "area_name" text;--> statement-breakpoint
ALTER TABLE "option_lists" ADD COLUMN "area_state" text;--> statement-breakpoint
ALTER TABLE "option_lists" ADD COLUMN "area_latitude" double precision;--> statement-breakpoint
ALTER TABLE "option_lists" ADD COLUMN "area_longitude" double precision;--> statement-breakpoint
ALTER TABLE "option_lists" ADD COLUMN "radius_miles" integer;--> statement-breakpoint
ALTER TABLE "option_list_removals" ADD CONSTRAINT "option_list_removals_option_list_id_option_lists_id_fk" FOREIGN KEY ("option_list_id") REFERENCES "public"."option_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_list_removals" ADD CONSTRAINT "option_list_removals_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_list_removals" ADD CONSTRAINT "option_list_removals_removed_by_user_id_users_id_fk" FOREIGN KEY ("removed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_lists" ADD CONSTRAINT "option_lists_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;