ALTER TABLE "plots" DROP COLUMN "is_deleted";--> statement-breakpoint
ALTER TABLE "roofs" DROP COLUMN "is_deleted";