-- A roof's row with its project's access is kept too (modules/roofs/kept-roof-reads.ts): a change to the roof
-- (a rename, its deletion) announces its id; a change to any plot or project (a deletion, a new owner) may change
-- the access of every roof under it, so it announces no roof and every process forgets every roof it keeps.
CREATE FUNCTION portal_notify_roof_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('portal_roofs_changed', OLD.id::text);
  ELSE
    PERFORM pg_notify('portal_roofs_changed', NEW.id::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER roofs_roof_changed AFTER INSERT OR UPDATE OR DELETE ON roofs
  FOR EACH ROW EXECUTE FUNCTION portal_notify_roof_row_changed();--> statement-breakpoint
CREATE TRIGGER roofs_emptied AFTER TRUNCATE ON roofs
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_every_roof_changed();--> statement-breakpoint
CREATE TRIGGER plots_roofs_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plots
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_every_roof_changed();--> statement-breakpoint
CREATE TRIGGER projects_roofs_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_every_roof_changed();
