-- A project shows its owner's and its sales lead's names, so a change to a user's name (or a user removed) tells
-- each server process, at commit, that the project reads it keeps are out of date, as a change to projects does
-- (modules/projects/kept-project-reads.ts). Sign-ins and other updates of users leave the kept reads alone.
CREATE TRIGGER users_project_names_changed AFTER UPDATE OF first_name, last_name OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_projects_changed();
