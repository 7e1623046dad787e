-- Every statement that changes the catalogue tells each server process, at commit, that the catalogue rows it
-- keeps in memory are out of date (modules/roof-editor/calculation/kept-catalogue.ts). One notification per statement, not per row.
CREATE FUNCTION portal_notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_catalogue_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER tile_types_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tile_types
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER material_types_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON material_types
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER fixing_calculation_assemblies_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fixing_calculation_assemblies
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER colour_mapping_rules_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON colour_mapping_rules
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER product_component_subtypes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_component_subtypes
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER nbs_sub_product_types_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON nbs_sub_product_types
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER calculation_formulas_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON calculation_formulas
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER finishes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON finishes
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER colours_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON colours
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER product_components_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_components
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER product_component_colours_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_component_colours
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER tiles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tiles
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER tile_colours_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tile_colours
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER tile_headlap_rules_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tile_headlap_rules
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER tile_fixings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tile_fixings
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER solar_edge_components_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON solar_edge_components
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER roof_systems_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roof_systems
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER roof_system_components_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roof_system_components
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER nbs_headers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON nbs_headers
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER nbs_clauses_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON nbs_clauses
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER solar_components_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON solar_components
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER solar_systems_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON solar_systems
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER solar_system_members_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON solar_system_members
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_changed();
