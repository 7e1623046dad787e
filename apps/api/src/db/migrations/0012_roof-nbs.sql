CREATE TABLE "roof_nbs_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roof_nbs_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"roof_id" integer NOT NULL,
	"nbs_clause_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer,
	"updated_by_user_id" integer,
	CONSTRAINT "roof_nbs_details_roof_id_unique" UNIQUE("roof_id")
);
--> statement-breakpoint
ALTER TABLE "roof_nbs_details" ADD CONSTRAINT "roof_nbs_details_roof_id_roofs_id_fk" FOREIGN KEY ("roof_id") REFERENCES "public"."roofs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_nbs_details" ADD CONSTRAINT "roof_nbs_details_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_nbs_details" ADD CONSTRAINT "roof_nbs_details_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;