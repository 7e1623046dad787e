CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" integer NOT NULL,
	"actor" text NOT NULL,
	"subject" text,
	"subject_user_id" integer,
	"project_id" integer,
	"shared" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "company_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "shared_with_company" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_audit" ADD CONSTRAINT "company_audit_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_audit" ADD CONSTRAINT "company_audit_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_audit" ADD CONSTRAINT "company_audit_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_audit" ADD CONSTRAINT "company_audit_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_audit_company_idx" ON "company_audit" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_pending_email" ON "company_invitations" USING btree ("company_id",lower("email")) WHERE "company_invitations"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_one_owner" ON "company_members" USING btree ("company_id") WHERE "company_members"."role" = 'Owner';--> statement-breakpoint
-- Who may open a shared project depends on its owner's company: a change of membership may change the access of
-- every project and roof, so every process forgets the project reads and roof reads it keeps (migrations 0018 and
-- 0031), and the member's kept company (modules/companies/kept-memberships.ts), named by the user's id.
CREATE FUNCTION portal_notify_company_member_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('portal_memberships_changed', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('portal_memberships_changed', NEW.user_id::text);
    IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
      PERFORM pg_notify('portal_memberships_changed', OLD.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION portal_notify_every_membership_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_memberships_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER company_members_membership_changed AFTER INSERT OR UPDATE OR DELETE ON company_members
  FOR EACH ROW EXECUTE FUNCTION portal_notify_company_member_changed();--> statement-breakpoint
CREATE TRIGGER company_members_emptied AFTER TRUNCATE ON company_members
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_every_membership_changed();--> statement-breakpoint
CREATE TRIGGER companies_membership_changed AFTER UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_every_membership_changed();--> statement-breakpoint
CREATE TRIGGER company_members_projects_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_members
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_projects_changed();--> statement-breakpoint
CREATE TRIGGER company_members_roofs_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_members
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_every_roof_changed();--> statement-breakpoint
-- The audit list is append-only: what happened stays as it was written.
CREATE FUNCTION portal_refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'company_audit is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER company_audit_append_only BEFORE UPDATE OR DELETE ON company_audit
  FOR EACH ROW EXECUTE FUNCTION portal_refuse_audit_change();--> statement-breakpoint
CREATE TRIGGER company_audit_not_emptied BEFORE TRUNCATE ON company_audit
  FOR EACH STATEMENT EXECUTE FUNCTION portal_refuse_audit_change();
