-- Every change to a roof's stored data tells each server process, at commit, which roof's kept editor reads are
-- out of date (modules/roof-editor/kept-roof-reads.ts): the roof's id as the payload. PostgreSQL delivers one
-- notification per distinct payload of a transaction, so replacing a roof's sixteen estimate lines announces it once.
CREATE FUNCTION portal_notify_roof_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('portal_roofs_changed', OLD.roof_id::text);
  ELSE
    PERFORM pg_notify('portal_roofs_changed', NEW.roof_id::text);
    IF TG_OP = 'UPDATE' AND OLD.roof_id IS DISTINCT FROM NEW.roof_id THEN
      PERFORM pg_notify('portal_roofs_changed', OLD.roof_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A change that may touch any roof (the project NBS edits, the catalogue, a table emptied) announces no roof:
-- every process forgets every roof it keeps.
CREATE FUNCTION portal_notify_every_roof_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_roofs_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER roof_fixing_data_roof_changed AFTER INSERT OR UPDATE OR DELETE ON roof_fixing_data
  FOR EACH ROW EXECUTE FUNCTION portal_notify_roof_changed();--> statement-breakpoint
CREATE TRIGGER roof_fixing_data_emptied AFTER TRUNCATE ON roof_fixing_data
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_every_roof_changed();--> statement-breakpoint
CREATE TRIGGER roof_tile_details_roof_changed AFTER INSERT OR UPDATE OR DELETE ON roof_tile_details
  FOR EACH ROW EXECUTE FUNCTION portal_notify_roof_changed();--> statement-breakpoint
CREATE TRIGGER roof_tile_details_emptied AFTER TRUNCATE ON roof_tile_details
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_every_roof_changed();--> statement-breakpoint
CREATE TRIGGER roof_estimates_roof_changed AFTER INSERT OR UPDATE OR DELETE ON roof_estimates
  FOR EACH ROW EXECUTE FUNCTION portal_notify_roof_changed();--> statement-breakpoint
CREATE TRIGGER roof_estimates_emptied AFTER TRUNCATE ON roof_estimates
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_every_roof_changed();--> statement-breakpoint
CREATE TRIGGER roof_edge_systems_roof_changed AFTER INSERT OR UPDATE OR DELETE ON roof_edge_systems
  FOR EACH ROW EXECUTE FUNCTION portal_notify_roof_changed();--> statement-breakpoint
CREATE TRIGGER roof_edge_systems_emptied AFTER TRUNCATE ON roof_edge_systems
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_every_roof_changed();--> statement-breakpoint
CREATE TRIGGER roof_calculations_roof_changed AFTER INSERT OR UPDATE OR DELETE ON roof_calculations
  FOR EACH ROW EXECUTE FUNCTION portal_notify_roof_changed();--> statement-breakpoint
CREATE TRIGGER roof_calculations_emptied AFTER TRUNCATE ON roof_calculations
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_every_roof_changed();--> statement-breakpoint
CREATE TRIGGER roof_estimate_items_roof_changed AFTER INSERT OR UPDATE OR DELETE ON roof_estimate_items
  FOR EACH ROW EXECUTE FUNCTION portal_notify_roof_changed();--> statement-breakpoint
CREATE TRIGGER roof_estimate_items_emptied AFTER TRUNCATE ON roof_estimate_items
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_every_roof_changed();--> statement-breakpoint
CREATE TRIGGER roof_manual_components_roof_changed AFTER INSERT OR UPDATE OR DELETE ON roof_manual_components
  FOR EACH ROW EXECUTE FUNCTION portal_notify_roof_changed();--> statement-breakpoint
CREATE TRIGGER roof_manual_components_emptied AFTER TRUNCATE ON roof_manual_components
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_every_roof_changed();--> statement-breakpoint
CREATE TRIGGER roof_nbs_details_roof_changed AFTER INSERT OR UPDATE OR DELETE ON roof_nbs_details
  FOR EACH ROW EXECUTE FUNCTION portal_notify_roof_changed();--> statement-breakpoint
CREATE TRIGGER roof_nbs_details_emptied AFTER TRUNCATE ON roof_nbs_details
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_every_roof_changed();--> statement-breakpoint
CREATE TRIGGER project_nbs_overrides_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_nbs_overrides
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_every_roof_changed();--> statement-breakpoint
-- The catalogue's announcement (migration 0029) now reaches the kept roof reads too: a roof's NBS clauses print
-- the catalogue's text.
CREATE OR REPLACE FUNCTION portal_notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_catalogue_changed', '');
  PERFORM pg_notify('portal_roofs_changed', '');
  RETURN NULL;
END;
$$;
