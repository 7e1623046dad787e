ALTER TABLE "roof_estimate_items" ADD COLUMN "packs" double precision;--> statement-breakpoint
-- Lines stored before packs were kept get them by the rule the calculation uses (packsToOrder): a line already
-- counted in packs orders its own quantity, any other line the whole packs that cover it.
UPDATE "roof_estimate_items" SET "packs" = CASE
  WHEN "unit" IN ('Pack', 'Packs') THEN ceil("quantity")
  ELSE ceil("quantity" / "pack_quantity" - 1e-9)
END
WHERE "pack_quantity" > 0;
