-- Every statement that changes projects tells each server process, at commit, that the project counts it keeps
-- in memory are out of date (modules/projects/project-counts.ts). One notification per statement, not per row.
CREATE FUNCTION portal_notify_projects_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_projects_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER projects_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_projects_changed();
