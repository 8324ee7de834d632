-- The choice record of each confirmed list, frozen at confirmation (issue 22, item 1).
CREATE TABLE "choice_records" (
	"option_list_id" integer PRIMARY KEY NOT NULL,
	"record" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "choice_records" ADD CONSTRAINT "choice_records_option_list_id_option_lists_id_fk" FOREIGN KEY ("option_list_id") REFERENCES "public"."option_lists"("id") ON DELETE cascade ON UPDATE no action;