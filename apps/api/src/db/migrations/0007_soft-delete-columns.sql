ALTER TABLE "plots" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roofs" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- Plots and roofs deleted before this change keep their last update as the time they were deleted.
UPDATE "plots" SET "deleted_at" = "updated_at" WHERE "is_deleted";--> statement-breakpoint
UPDATE "roofs" SET "deleted_at" = "updated_at" WHERE "is_deleted";
