CREATE TABLE "calculation_formulas" (
	"formula_id" integer PRIMARY KEY NOT NULL,
	"formula_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colour_mapping_rules" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "colours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"suffix" text NOT NULL,
	"description" text NOT NULL,
	"colour_hex_value" text,
	"finish_id" integer NOT NULL,
	"image_url" text,
	"tile_type" integer,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finishes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finishes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixing_calculation_assemblies" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nbs_clauses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nbs_clauses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nbs_header_id" integer NOT NULL,
	"clause_section" integer NOT NULL,
	"text" text NOT NULL,
	"sub_heading" text,
	"sort_order" integer NOT NULL,
	"rule_description" text NOT NULL,
	"related_product_type" integer NOT NULL,
	"location_of_input" integer DEFAULT 0 NOT NULL,
	"selection" integer NOT NULL,
	"sub_group" integer NOT NULL,
	"related_sub_product_type" integer,
	"nbs_sub_product_type" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nbs_headers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nbs_headers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nbs_sub_product_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_component_colours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_component_colours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"colour_id" integer NOT NULL,
	"linked_tile_colours" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_component_subtypes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_components" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_components_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" integer NOT NULL,
	"sub_type" integer,
	"nbs_sub_product_type" integer,
	"counter_batten_depth" double precision,
	"is_air_permeable" boolean DEFAULT false NOT NULL,
	"underlay_per_area" double precision,
	"round_up" text DEFAULT 'Y' NOT NULL,
	"added_wastage" double precision,
	"is_rblkend" boolean DEFAULT false NOT NULL,
	"is_hblkend" boolean DEFAULT false NOT NULL,
	"is_tile_fixing" boolean DEFAULT false NOT NULL,
	"tile_fitting" integer DEFAULT 0 NOT NULL,
	"pack_quantity" double precision,
	"clip_rx_failure" double precision,
	"resistance" double precision,
	"comments" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"special_info" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roof_system_components" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roof_system_components_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"roof_system_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"mapped_id" integer,
	"number" double precision DEFAULT 1 NOT NULL,
	"per" double precision DEFAULT 1 NOT NULL,
	"unit" text NOT NULL,
	"formula_id" integer NOT NULL,
	"sub_type" integer,
	"nbs_sub_type" integer,
	"component_mapping_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roof_systems" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roof_systems_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"group_name" text NOT NULL,
	"associated_product_code" text NOT NULL,
	"min_pitch" double precision NOT NULL,
	"max_pitch" double precision NOT NULL,
	"nbs_clause" text NOT NULL,
	"nbs_section" integer NOT NULL,
	"clause_subgroup" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_markers" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solar_components" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "solar_components_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"power" double precision,
	"height" double precision,
	"width" double precision,
	"wind_resistance" double precision,
	"type" integer NOT NULL,
	"sub_type" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solar_edge_components" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "solar_edge_components_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tile_id" integer NOT NULL,
	"component_id" integer NOT NULL,
	"formula_id" integer NOT NULL,
	"solar_edge_component_type" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solar_system_members" (
	"solar_system_id" integer NOT NULL,
	"solar_component_id" integer NOT NULL,
	"kind" integer NOT NULL,
	CONSTRAINT "solar_system_members_solar_system_id_solar_component_id_pk" PRIMARY KEY("solar_system_id","solar_component_id")
);
--> statement-breakpoint
CREATE TABLE "solar_systems" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "solar_systems_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"solar_component_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tile_colours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tile_colours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tile_id" integer NOT NULL,
	"colour_id" integer NOT NULL,
	"is_valid_here" boolean DEFAULT true NOT NULL,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tile_fixings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tile_fixings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tile_id" integer NOT NULL,
	"component_id" integer NOT NULL,
	"sub_type" integer NOT NULL,
	"nbs_sub_type" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tile_headlap_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tile_headlap_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tile_id" integer NOT NULL,
	"exposure" text,
	"min_rafter" double precision NOT NULL,
	"max_rafter" double precision NOT NULL,
	"min_pitch" double precision NOT NULL,
	"max_pitch" double precision NOT NULL,
	"min_headlap" double precision NOT NULL,
	"finish_id" integer,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tile_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"tile_type_id" integer NOT NULL,
	"is_profiled" boolean DEFAULT false NOT NULL,
	"material_type" integer NOT NULL,
	"fixing_calculation_assembly" integer NOT NULL,
	"colour_mapping_rules" integer NOT NULL,
	"lapped" integer NOT NULL,
	"no_of_nails" integer NOT NULL,
	"camber_type" text DEFAULT '0' NOT NULL,
	"clip_rx_failure" double precision,
	"length" double precision,
	"width" double precision,
	"cover_width" double precision,
	"width_of_interlock" double precision,
	"thickness" double precision,
	"mass_of_roofing_element" double precision,
	"variable_load_safety_factor" double precision,
	"camber_value" double precision,
	"nib_thickness" double precision,
	"step_height_with_camber" double precision,
	"thickness_at_batten" double precision,
	"head_to_center_of_gravity" double precision,
	"nib_face_to_tile_head" double precision,
	"step_height" double precision,
	"nib_face_to_nail_hole" double precision,
	"edge_of_lock_to_pivot" double precision,
	"consequence_factor" double precision,
	"edge_to_nail_hole_one" double precision,
	"edge_to_nail_hole_two" double precision,
	"pitch_of_laid" double precision,
	"added_wastage" double precision,
	"partial_safety_factor" double precision,
	"dist_between_pivot_line" double precision,
	"nail_length" double precision,
	"nail_diameter" double precision,
	"nail_penetration" double precision,
	"tile_weight" double precision,
	"minimum_headlap" double precision,
	"maximum_headlap" double precision,
	"sb_75support" double precision,
	"sb_75pivot" double precision,
	"sb_75cog_rotation" double precision,
	"sb_75uplift_rotation" double precision,
	"sb_75clip_rotation" double precision,
	"sb_100support" double precision,
	"sb_100pivot" double precision,
	"sb_100cog_rotation" double precision,
	"sb_100uplift_rotation" double precision,
	"sb_100clip_rotation" double precision,
	"bb_75support" double precision,
	"bb_75pivot" double precision,
	"bb_75cog_rotation" double precision,
	"bb_75uplift_rotation" double precision,
	"bb_75clip_rotation" double precision,
	"bb_100support" double precision,
	"bb_100pivot" double precision,
	"bb_100cog_rotation" double precision,
	"bb_100uplift_rotation" double precision,
	"bb_100clip_rotation" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "colours" ADD CONSTRAINT "colours_finish_id_finishes_id_fk" FOREIGN KEY ("finish_id") REFERENCES "public"."finishes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colours" ADD CONSTRAINT "colours_tile_type_tile_types_id_fk" FOREIGN KEY ("tile_type") REFERENCES "public"."tile_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nbs_clauses" ADD CONSTRAINT "nbs_clauses_nbs_header_id_nbs_headers_id_fk" FOREIGN KEY ("nbs_header_id") REFERENCES "public"."nbs_headers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nbs_clauses" ADD CONSTRAINT "nbs_clauses_related_sub_product_type_nbs_sub_product_types_id_fk" FOREIGN KEY ("related_sub_product_type") REFERENCES "public"."nbs_sub_product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nbs_clauses" ADD CONSTRAINT "nbs_clauses_nbs_sub_product_type_nbs_sub_product_types_id_fk" FOREIGN KEY ("nbs_sub_product_type") REFERENCES "public"."nbs_sub_product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_component_colours" ADD CONSTRAINT "product_component_colours_product_id_product_components_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_component_colours" ADD CONSTRAINT "product_component_colours_colour_id_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."colours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_sub_type_product_component_subtypes_id_fk" FOREIGN KEY ("sub_type") REFERENCES "public"."product_component_subtypes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_nbs_sub_product_type_nbs_sub_product_types_id_fk" FOREIGN KEY ("nbs_sub_product_type") REFERENCES "public"."nbs_sub_product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_system_components" ADD CONSTRAINT "roof_system_components_roof_system_id_roof_systems_id_fk" FOREIGN KEY ("roof_system_id") REFERENCES "public"."roof_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_system_components" ADD CONSTRAINT "roof_system_components_product_id_product_components_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_components"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_system_components" ADD CONSTRAINT "roof_system_components_mapped_id_colours_id_fk" FOREIGN KEY ("mapped_id") REFERENCES "public"."colours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_system_components" ADD CONSTRAINT "roof_system_components_formula_id_calculation_formulas_formula_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."calculation_formulas"("formula_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_system_components" ADD CONSTRAINT "roof_system_components_sub_type_product_component_subtypes_id_fk" FOREIGN KEY ("sub_type") REFERENCES "public"."product_component_subtypes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_system_components" ADD CONSTRAINT "roof_system_components_nbs_sub_type_nbs_sub_product_types_id_fk" FOREIGN KEY ("nbs_sub_type") REFERENCES "public"."nbs_sub_product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_system_components" ADD CONSTRAINT "roof_system_components_component_mapping_id_product_component_colours_id_fk" FOREIGN KEY ("component_mapping_id") REFERENCES "public"."product_component_colours"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solar_edge_components" ADD CONSTRAINT "solar_edge_components_tile_id_tiles_id_fk" FOREIGN KEY ("tile_id") REFERENCES "public"."tiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solar_edge_components" ADD CONSTRAINT "solar_edge_components_component_id_product_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."product_components"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solar_edge_components" ADD CONSTRAINT "solar_edge_components_formula_id_calculation_formulas_formula_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."calculation_formulas"("formula_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solar_system_members" ADD CONSTRAINT "solar_system_members_solar_system_id_solar_systems_id_fk" FOREIGN KEY ("solar_system_id") REFERENCES "public"."solar_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solar_system_members" ADD CONSTRAINT "solar_system_members_solar_component_id_solar_components_id_fk" FOREIGN KEY ("solar_component_id") REFERENCES "public"."solar_components"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solar_systems" ADD CONSTRAINT "solar_systems_solar_component_id_solar_components_id_fk" FOREIGN KEY ("solar_component_id") REFERENCES "public"."solar_components"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tile_colours" ADD CONSTRAINT "tile_colours_tile_id_tiles_id_fk" FOREIGN KEY ("tile_id") REFERENCES "public"."tiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tile_colours" ADD CONSTRAINT "tile_colours_colour_id_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."colours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tile_fixings" ADD CONSTRAINT "tile_fixings_tile_id_tiles_id_fk" FOREIGN KEY ("tile_id") REFERENCES "public"."tiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tile_fixings" ADD CONSTRAINT "tile_fixings_component_id_product_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."product_components"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tile_fixings" ADD CONSTRAINT "tile_fixings_sub_type_product_component_subtypes_id_fk" FOREIGN KEY ("sub_type") REFERENCES "public"."product_component_subtypes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tile_fixings" ADD CONSTRAINT "tile_fixings_nbs_sub_type_nbs_sub_product_types_id_fk" FOREIGN KEY ("nbs_sub_type") REFERENCES "public"."nbs_sub_product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tile_headlap_rules" ADD CONSTRAINT "tile_headlap_rules_tile_id_tiles_id_fk" FOREIGN KEY ("tile_id") REFERENCES "public"."tiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tile_headlap_rules" ADD CONSTRAINT "tile_headlap_rules_finish_id_finishes_id_fk" FOREIGN KEY ("finish_id") REFERENCES "public"."finishes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiles" ADD CONSTRAINT "tiles_tile_type_id_tile_types_id_fk" FOREIGN KEY ("tile_type_id") REFERENCES "public"."tile_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiles" ADD CONSTRAINT "tiles_material_type_material_types_id_fk" FOREIGN KEY ("material_type") REFERENCES "public"."material_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiles" ADD CONSTRAINT "tiles_fixing_calculation_assembly_fixing_calculation_assemblies_id_fk" FOREIGN KEY ("fixing_calculation_assembly") REFERENCES "public"."fixing_calculation_assemblies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiles" ADD CONSTRAINT "tiles_colour_mapping_rules_colour_mapping_rules_id_fk" FOREIGN KEY ("colour_mapping_rules") REFERENCES "public"."colour_mapping_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "colours_suffix_unique" ON "colours" USING btree (lower("suffix"));--> statement-breakpoint
CREATE INDEX "colours_finish_idx" ON "colours" USING btree ("finish_id");--> statement-breakpoint
CREATE UNIQUE INDEX "finishes_name_unique" ON "finishes" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "nbs_clauses_header_sort_unique" ON "nbs_clauses" USING btree ("nbs_header_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "nbs_headers_number_unique" ON "nbs_headers" USING btree (lower("number"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_component_colours_unique" ON "product_component_colours" USING btree ("product_id","colour_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_components_code_unique" ON "product_components" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "product_components_type_idx" ON "product_components" USING btree ("type","sub_type");--> statement-breakpoint
CREATE INDEX "roof_system_components_system_idx" ON "roof_system_components" USING btree ("roof_system_id");--> statement-breakpoint
CREATE INDEX "roof_system_components_product_idx" ON "roof_system_components" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roof_systems_natural_key" ON "roof_systems" USING btree (lower("name"),"group_name",lower("associated_product_code"));--> statement-breakpoint
CREATE INDEX "roof_systems_tile_group_idx" ON "roof_systems" USING btree (lower("associated_product_code"),"group_name");--> statement-breakpoint
CREATE UNIQUE INDEX "solar_components_code_unique" ON "solar_components" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "solar_components_type_idx" ON "solar_components" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "solar_edge_components_unique" ON "solar_edge_components" USING btree ("tile_id","component_id","solar_edge_component_type");--> statement-breakpoint
CREATE INDEX "solar_system_members_component_idx" ON "solar_system_members" USING btree ("solar_component_id");--> statement-breakpoint
CREATE UNIQUE INDEX "solar_systems_panel_unique" ON "solar_systems" USING btree ("solar_component_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tile_colours_unique" ON "tile_colours" USING btree ("tile_id","colour_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tile_fixings_unique" ON "tile_fixings" USING btree ("tile_id","component_id","sub_type");--> statement-breakpoint
CREATE INDEX "tile_headlap_rules_tile_idx" ON "tile_headlap_rules" USING btree ("tile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tiles_code_unique" ON "tiles" USING btree (lower("code"));