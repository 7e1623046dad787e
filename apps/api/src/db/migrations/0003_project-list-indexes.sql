CREATE INDEX "projects_owner_idx" ON "projects" USING btree ("project_owner_id");--> statement-breakpoint
CREATE INDEX "projects_sales_person_idx" ON "projects" USING btree ("sales_person_id");--> statement-breakpoint
CREATE INDEX "projects_category_idx" ON "projects" USING btree ("project_category_id");--> statement-breakpoint
CREATE INDEX "projects_issued_idx" ON "projects" USING btree ("projected_end_date");