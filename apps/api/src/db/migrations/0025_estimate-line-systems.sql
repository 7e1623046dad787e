ALTER TABLE "roof_estimate_items" ADD COLUMN "edge" text;--> statement-breakpoint
ALTER TABLE "roof_estimate_items" ADD COLUMN "roof_system_id" integer;--> statement-breakpoint
ALTER TABLE "roof_estimate_items" ADD COLUMN "wastage_percent" double precision;--> statement-breakpoint
ALTER TABLE "roof_estimate_items" ADD CONSTRAINT "roof_estimate_items_roof_system_id_roof_systems_id_fk" FOREIGN KEY ("roof_system_id") REFERENCES "public"."roof_systems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Lines stored before lines named their system and wastage take both from the stored calculation they came from:
-- the line at the row's position in the stored result, when it has the row's code (a line staff edited keeps its
-- position; a recalculation staff have not accepted yet may have moved it, and then the row is left as it was).
-- The wastage is the one calculated. A line a roof system counted names the system and edge in its rule
-- ("<system> (<edge>): formula …"); it takes that edge, and the system's id and name from the calculation's input,
-- so it no longer sits under another system that shares its code. Any other line is the covering's own or a manual
-- component's, and goes back under its group. A line with no such stored line keeps its group and no wastage.
WITH stored AS (
  SELECT
    item.id,
    line,
    calculation.inputs,
    (regexp_match(
      line ->> 'rule',
      '^.* \((eave|leftVerge|rightVerge|hip|valley|duoRidge|monoRidge|lhAbutment|rhAbutment|topAbutment|bondingGutter|verticalBottomEdge|verticalTopEdge|verticalExternalAngle|verticalInteriorAngle|verticalJunctionWithVerge|verticalSideAbutment)\): formula [0-9]+ "'
    ))[1] AS edge
  FROM roof_estimate_items AS item
  JOIN roof_calculations AS calculation ON calculation.roof_id = item.roof_id
  CROSS JOIN LATERAL (SELECT calculation.result #> ARRAY['estimate', 'lines', item.sort_order::text] AS line) AS at_position
  WHERE line ->> 'code' = item.code
),
placed AS (
  SELECT
    stored.id,
    (stored.line ->> 'wastagePercent')::double precision AS wastage_percent,
    stored.edge,
    system.entry AS system,
    stored.line ->> 'rule' LIKE 'manual component%' AS is_manual
  FROM stored
  LEFT JOIN LATERAL (
    SELECT entry FROM jsonb_array_elements(stored.inputs -> 'systems') AS entry WHERE entry ->> 'edge' = stored.edge LIMIT 1
  ) AS system ON true
)
UPDATE roof_estimate_items AS item
SET
  wastage_percent = placed.wastage_percent,
  edge = CASE WHEN placed.system IS NULL THEN NULL ELSE placed.edge END,
  roof_system_id = CASE
    WHEN placed.system IS NULL THEN NULL
    ELSE (SELECT id FROM roof_systems WHERE id = (placed.system ->> 'systemId')::integer)
  END,
  group_name = CASE
    WHEN placed.system IS NOT NULL THEN placed.system ->> 'systemName'
    WHEN placed.is_manual THEN 'Manual components'
    ELSE 'Roof covering'
  END
FROM placed
WHERE placed.id = item.id;
