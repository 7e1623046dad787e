ALTER TABLE "users" ADD COLUMN "adopts_anonymous_user_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "anonymous_session_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_adopts_anonymous_user_id_users_id_fk" FOREIGN KEY ("adopts_anonymous_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_anonymous_session_id_sessions_id_fk" FOREIGN KEY ("anonymous_session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;