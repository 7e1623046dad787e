CREATE TABLE "roof_solar_arrays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roof_solar_arrays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"roof_id" integer NOT NULL,
	"position" integer NOT NULL,
	"orientation" text DEFAULT 'portrait' NOT NULL,
	"orientation_from_south" double precision,
	"panel_location" text,
	"panel_id" integer,
	"window_id" integer,
	"grid" jsonb NOT NULL,
	"window_locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inverter_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"charger_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer,
	"updated_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "roof_solar_arrays" ADD CONSTRAINT "roof_solar_arrays_roof_id_roofs_id_fk" FOREIGN KEY ("roof_id") REFERENCES "public"."roofs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_solar_arrays" ADD CONSTRAINT "roof_solar_arrays_panel_id_solar_components_id_fk" FOREIGN KEY ("panel_id") REFERENCES "public"."solar_components"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_solar_arrays" ADD CONSTRAINT "roof_solar_arrays_window_id_solar_components_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."solar_components"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_solar_arrays" ADD CONSTRAINT "roof_solar_arrays_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_solar_arrays" ADD CONSTRAINT "roof_solar_arrays_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roof_solar_arrays_roof_idx" ON "roof_solar_arrays" USING btree ("roof_id","position");