ALTER TABLE "document_generations" ADD COLUMN "requested_by_session_id" uuid;--> statement-breakpoint
ALTER TABLE "document_generations" ADD CONSTRAINT "document_generations_requested_by_session_id_sessions_id_fk" FOREIGN KEY ("requested_by_session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_generations_queued_by_user_idx" ON "document_generations" USING btree ("requested_by_user_id") WHERE "document_generations"."status" = 'queued';--> statement-breakpoint
-- Generations queued before the session was recorded: a visitor can only have asked from the session that made the project.
UPDATE "document_generations" AS "g" SET "requested_by_session_id" = "p"."anonymous_session_id" FROM "projects" AS "p" WHERE "p"."id" = "g"."project_id" AND "g"."status" = 'queued' AND "g"."requested_by_user_id" = "p"."account_user_id" AND "p"."anonymous_session_id" IS NOT NULL;
