-- The project list sorted by customer or postcode reads its page from these instead of sorting every visible project.
CREATE INDEX "projects_customer_name_sort_idx" ON "projects" USING btree (lower(coalesce("customer_name", '')));--> statement-breakpoint
CREATE INDEX "projects_post_code_idx" ON "projects" USING btree ("post_code");