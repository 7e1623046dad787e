CREATE TABLE "project_site_inputs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_site_inputs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"altitude_m" double precision,
	"terrain" text,
	"distance_inside_town_km" double precision,
	"has_significant_orography" boolean,
	"vb_map_override_ms" double precision,
	"vb_map_override_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer,
	"updated_by_user_id" integer,
	CONSTRAINT "project_site_inputs_project_id_unique" UNIQUE("project_id")
);
--> statement-breakpoint
ALTER TABLE "project_site_inputs" ADD CONSTRAINT "project_site_inputs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_site_inputs" ADD CONSTRAINT "project_site_inputs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_site_inputs" ADD CONSTRAINT "project_site_inputs_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;