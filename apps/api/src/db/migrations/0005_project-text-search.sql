CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_customer_name_trgm_idx" ON "projects" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_reference_trgm_idx" ON "projects" USING gin ("reference_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_site_address_trgm_idx" ON "projects" USING gin ((coalesce("address", '') || ', ' || coalesce("town", '') || ', ' || coalesce("post_code", '')) gin_trgm_ops);