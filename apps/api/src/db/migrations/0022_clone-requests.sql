CREATE TABLE "clone_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clone_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"level" text NOT NULL,
	"source_id" integer NOT NULL,
	"requested_by_user_id" integer NOT NULL,
	"status" text NOT NULL,
	"copy_id" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "clone_requests" ADD CONSTRAINT "clone_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clone_requests_queued_by_user_idx" ON "clone_requests" USING btree ("requested_by_user_id") WHERE "clone_requests"."status" = 'queued';