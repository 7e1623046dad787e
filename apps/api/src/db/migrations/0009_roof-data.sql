CREATE TABLE "roof_calculations" (
	"roof_id" integer PRIMARY KEY NOT NULL,
	"inputs" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"trace" jsonb NOT NULL,
	"status" text NOT NULL,
	"estimate_state" integer DEFAULT 0 NOT NULL,
	"calculated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roof_edge_systems" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roof_edge_systems_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"roof_id" integer NOT NULL,
	"eave_system_id" integer,
	"lh_verge_system_id" integer,
	"rh_verge_system_id" integer,
	"hip_system_id" integer,
	"valley_system_id" integer,
	"duo_ridge_system_id" integer,
	"mono_ridge_system_id" integer,
	"lh_side_abutment_systems_id" integer,
	"rh_side_abutment_systems_id" integer,
	"top_abutment_system_id" integer,
	"bonding_gutter_system_id" integer,
	"vertical_bottom_edge_id" integer,
	"vertical_top_edge_id" integer,
	"vertical_external_angle_id" integer,
	"vertical_interior_angle_id" integer,
	"vertical_junction_with_verge_id" integer,
	"vertical_side_abutment_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer,
	"updated_by_user_id" integer,
	CONSTRAINT "roof_edge_systems_roof_id_unique" UNIQUE("roof_id")
);
--> statement-breakpoint
CREATE TABLE "roof_estimate_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roof_estimate_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"roof_id" integer NOT NULL,
	"component_id" integer,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" double precision NOT NULL,
	"calculated_quantity" double precision NOT NULL,
	"group_name" text NOT NULL,
	"pack_quantity" double precision,
	"is_edited" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roof_estimates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roof_estimates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"roof_id" integer NOT NULL,
	"main_area" double precision,
	"eave" double precision,
	"left_verge" double precision,
	"right_verge" double precision,
	"hip" double precision,
	"valley" double precision,
	"duo_ridge" double precision,
	"mono_ridge" double precision,
	"lh_side_abutment" double precision,
	"rh_side_abutment" double precision,
	"top_abutment" double precision,
	"bonding_gutter" double precision,
	"bottom_edge" double precision,
	"top_edge" double precision,
	"external_angle" double precision,
	"interior_angle" double precision,
	"junction_with_verge" double precision,
	"side_abutment" double precision,
	"calculated_fields" text[] DEFAULT '{mainArea,eave,leftVerge,rightVerge,hip,valley,duoRidge,monoRidge,lhSideAbutment,rhSideAbutment,topAbutment,bondingGutter,bottomEdge,topEdge,externalAngle,interiorAngle,junctionWithVerge,sideAbutment}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer,
	"updated_by_user_id" integer,
	CONSTRAINT "roof_estimates_roof_id_unique" UNIQUE("roof_id")
);
--> statement-breakpoint
CREATE TABLE "roof_fixing_data" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roof_fixing_data_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"roof_id" integer NOT NULL,
	"roof_type_id" integer,
	"pitch" double precision,
	"height_to_eave" double precision,
	"roof_span" double precision,
	"building_length" double precision,
	"rafter_centres" integer,
	"is_vertical_roof" boolean DEFAULT false NOT NULL,
	"building_height_to_ridge" double precision,
	"vertical_timber_supports_id" integer,
	"underlay_id" integer,
	"counter_batten_id" integer,
	"is_underlay_supported" boolean DEFAULT false NOT NULL,
	"windload_variables_overiden" boolean DEFAULT false NOT NULL,
	"variable_load_saftey_factor" double precision DEFAULT 1.5 NOT NULL,
	"multiplying_factor" double precision DEFAULT 0.9 NOT NULL,
	"permanent_load_saftey_factor" double precision DEFAULT 1 NOT NULL,
	"variable_fu" double precision DEFAULT 0.9 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer,
	"updated_by_user_id" integer,
	CONSTRAINT "roof_fixing_data_roof_id_unique" UNIQUE("roof_id")
);
--> statement-breakpoint
CREATE TABLE "roof_tile_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roof_tile_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"roof_id" integer NOT NULL,
	"reference_number" text,
	"tile_id" integer,
	"colour_id" integer,
	"headlap_override_mm" double precision,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer,
	"updated_by_user_id" integer,
	CONSTRAINT "roof_tile_details_roof_id_unique" UNIQUE("roof_id")
);
--> statement-breakpoint
ALTER TABLE "roof_calculations" ADD CONSTRAINT "roof_calculations_roof_id_roofs_id_fk" FOREIGN KEY ("roof_id") REFERENCES "public"."roofs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_edge_systems" ADD CONSTRAINT "roof_edge_systems_roof_id_roofs_id_fk" FOREIGN KEY ("roof_id") REFERENCES "public"."roofs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_edge_systems" ADD CONSTRAINT "roof_edge_systems_eave_system_id_roof_systems_id_fk" FOREIGN KEY ("eave_system_id") REFERENCES "public"."roof_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_edge_systems" ADD CONSTRAINT "roof_edge_systems_lh_verge_system_id_roof_systems_id_fk" FOREIGN KEY ("lh_verge_system_id") REFERENCES "public"."roof_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_edge_systems" ADD CONSTRAINT "roof_edge_systems_rh_verge_system_id_roof_systems_id_fk" FOREIGN KEY ("rh_verge_system_id") REFERENCES "public"."roof_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_edge_systems" ADD CONSTRAINT "roof_edge_systems_hip_system_id_roof_systems_id_fk" FOREIGN KEY ("hip_system_id") REFERENCES "public"."roof_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_edge_systems" ADD CONSTRAINT "roof_edge_systems_valley_system_id_roof_systems_id_fk" FOREIGN KEY ("valley_system_id") REFERENCES "public"."roof_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_edge_systems" ADD CONSTRAINT "roof_edge_systems_duo_ridge_system_id_roof_systems_id_fk" FOREIGN KEY ("duo_ridge_system_id") REFERENCES "public"."roof_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_edge_systems" ADD CONSTRAINT "roof_edge_systems_mono_ridge_system_id_roof_systems_id_fk" FOREIGN KEY ("mono_ridge_system_id") REFERENCES "public"."roof_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_edge_systems" ADD CONSTRAINT "roof_edge_systems_lh_side_abutment_systems_id_roof_systems_id_fk" FOREIGN KEY ("lh_side_abutment_systems_id") REFERENCES "public"."roof_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_edge_systems" ADD CONSTRAINT "roof_edge_systems_rh_side_abutment_systems_id_roof_systems_id_fk" FOREIGN KEY ("rh_side_abutment_systems_id") REFERENCES "public"."roof_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_edge_systems" ADD CONSTRAINT "roof_edge_systems_top_abutment_system_id_roof_systems_id_fk" FOREIGN KEY ("top_abutment_system_id") REFERENCES "public"."roof_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_edge_systems" ADD CONSTRAINT "roof_edge_systems_bonding_gutter_system_id_roof_systems_id_fk" FOREIGN KEY ("bonding_gutter_system_id") REFERENCES "public"."roof_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_edge_systems" ADD CONSTRAINT "roof_edge_systems_vertical_bottom_edge_id_roof_systems_id_fk" FOREIGN KEY ("vertical_bottom_edge_id") REFERENCES "public"."roof_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_edge_systems" ADD CONSTRAINT "roof_edge_systems_vertical_top_edge_id_roof_systems_id_fk" FOREIGN KEY ("vertical_top_edge_id") REFERENCES "public"."roof_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_edge_systems" ADD CONSTRAINT "roof_edge_systems_vertical_external_angle_id_roof_systems_id_fk" FOREIGN KEY ("vertical_external_angle_id") REFERENCES "public"."roof_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_edge_systems" ADD CONSTRAINT "roof_edge_systems_vertical_interior_angle_id_roof_systems_id_fk" FOREIGN KEY ("vertical_interior_angle_id") REFERENCES "public"."roof_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_edge_systems" ADD CONSTRAINT "roof_edge_systems_vertical_junction_with_verge_id_roof_systems_id_fk" FOREIGN KEY ("vertical_junction_with_verge_id") REFERENCES "public"."roof_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_edge_systems" ADD CONSTRAINT "roof_edge_systems_vertical_side_abutment_id_roof_systems_id_fk" FOREIGN KEY ("vertical_side_abutment_id") REFERENCES "public"."roof_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_edge_systems" ADD CONSTRAINT "roof_edge_systems_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_edge_systems" ADD CONSTRAINT "roof_edge_systems_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_estimate_items" ADD CONSTRAINT "roof_estimate_items_roof_id_roofs_id_fk" FOREIGN KEY ("roof_id") REFERENCES "public"."roofs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_estimate_items" ADD CONSTRAINT "roof_estimate_items_component_id_product_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."product_components"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_estimates" ADD CONSTRAINT "roof_estimates_roof_id_roofs_id_fk" FOREIGN KEY ("roof_id") REFERENCES "public"."roofs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_estimates" ADD CONSTRAINT "roof_estimates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_estimates" ADD CONSTRAINT "roof_estimates_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_fixing_data" ADD CONSTRAINT "roof_fixing_data_roof_id_roofs_id_fk" FOREIGN KEY ("roof_id") REFERENCES "public"."roofs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_fixing_data" ADD CONSTRAINT "roof_fixing_data_underlay_id_product_components_id_fk" FOREIGN KEY ("underlay_id") REFERENCES "public"."product_components"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_fixing_data" ADD CONSTRAINT "roof_fixing_data_counter_batten_id_product_components_id_fk" FOREIGN KEY ("counter_batten_id") REFERENCES "public"."product_components"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_fixing_data" ADD CONSTRAINT "roof_fixing_data_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_fixing_data" ADD CONSTRAINT "roof_fixing_data_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_tile_details" ADD CONSTRAINT "roof_tile_details_roof_id_roofs_id_fk" FOREIGN KEY ("roof_id") REFERENCES "public"."roofs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_tile_details" ADD CONSTRAINT "roof_tile_details_tile_id_tiles_id_fk" FOREIGN KEY ("tile_id") REFERENCES "public"."tiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_tile_details" ADD CONSTRAINT "roof_tile_details_colour_id_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."colours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_tile_details" ADD CONSTRAINT "roof_tile_details_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_tile_details" ADD CONSTRAINT "roof_tile_details_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roof_estimate_items_roof_idx" ON "roof_estimate_items" USING btree ("roof_id","sort_order");