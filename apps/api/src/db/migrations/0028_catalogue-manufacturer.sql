ALTER TABLE "product_components" ADD COLUMN "manufacturer" text;--> statement-breakpoint
ALTER TABLE "tiles" ADD COLUMN "manufacturer" text;