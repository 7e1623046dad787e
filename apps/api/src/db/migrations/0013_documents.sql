CREATE TABLE "document_generations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_generations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"level" text NOT NULL,
	"entity_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"pdf_type" integer NOT NULL,
	"is_improved" boolean DEFAULT false NOT NULL,
	"requested_by_user_id" integer NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"level" text NOT NULL,
	"entity_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"pdf_type" integer NOT NULL,
	"is_improved" boolean DEFAULT false NOT NULL,
	"version" integer NOT NULL,
	"generation_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"csv_storage_key" text,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"created_by_user_id" integer,
	"date_created" timestamp with time zone NOT NULL,
	CONSTRAINT "document_versions_generation_id_unique" UNIQUE("generation_id")
);
--> statement-breakpoint
ALTER TABLE "document_generations" ADD CONSTRAINT "document_generations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_generations" ADD CONSTRAINT "document_generations_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_generation_id_document_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."document_generations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_generations_in_flight" ON "document_generations" USING btree ("level","entity_id","pdf_type","is_improved") WHERE "document_generations"."status" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_number_unique" ON "document_versions" USING btree ("level","entity_id","pdf_type","is_improved","version");--> statement-breakpoint
CREATE INDEX "document_versions_project_idx" ON "document_versions" USING btree ("project_id");