CREATE TABLE "roof_manual_components" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roof_manual_components_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"roof_id" integer NOT NULL,
	"roof_system_id" integer NOT NULL,
	"component_id" integer NOT NULL,
	"colour_id" integer,
	"quantity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roof_manual_components" ADD CONSTRAINT "roof_manual_components_roof_id_roofs_id_fk" FOREIGN KEY ("roof_id") REFERENCES "public"."roofs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_manual_components" ADD CONSTRAINT "roof_manual_components_roof_system_id_roof_systems_id_fk" FOREIGN KEY ("roof_system_id") REFERENCES "public"."roof_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_manual_components" ADD CONSTRAINT "roof_manual_components_component_id_product_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."product_components"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_manual_components" ADD CONSTRAINT "roof_manual_components_colour_id_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."colours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roof_manual_components_unique" ON "roof_manual_components" USING btree ("roof_id","roof_system_id","component_id");