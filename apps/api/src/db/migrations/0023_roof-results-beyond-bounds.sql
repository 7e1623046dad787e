-- Results worked out before roof inputs had upper bounds, and before the engine refused figures that are not
-- finite, can hold Infinity (which the API cannot answer and the documents print) or figures no roof has
-- (docs/decisions.md "Physical bounds of roof inputs"). Such a roof is left without results and lines, as a
-- calculation now leaves a roof whose stored values are beyond the bounds: its editor shows the values to correct,
-- and the save that corrects them works it out again. The bounds are written out as they stand at this migration.
WITH beyond_bounds AS (
  SELECT roof_id FROM roof_estimate_items
  WHERE quantity IN ('Infinity', '-Infinity', 'NaN')
    OR calculated_quantity IN ('Infinity', '-Infinity', 'NaN')
    OR pack_quantity IN ('Infinity', '-Infinity', 'NaN')
  UNION
  SELECT roof_id FROM roof_calculations
  WHERE jsonb_typeof(result #> '{estimate,roofAreaM2}') IS DISTINCT FROM 'number'
  UNION
  SELECT roof_id FROM roof_fixing_data
  WHERE roof_span > 200
    OR building_length > 200
    OR height_to_eave > 100
    OR building_height_to_ridge > 100
    -- The longest rafter of a duopitch, monopitch (type 2: the whole span) or hipped roof beyond 250 m.
    OR (
      roof_type_id IN (1, 2, 3)
      AND pitch BETWEEN 12.5 AND 89
      AND (CASE WHEN roof_type_id = 2 THEN roof_span ELSE roof_span / 2 END) / cosd(pitch) > 250
    )
  UNION
  SELECT roof_id FROM roof_estimates
  WHERE main_area > 100000
    OR GREATEST(
      eave, left_verge, right_verge, hip, valley, duo_ridge, mono_ridge, lh_side_abutment, rh_side_abutment,
      top_abutment, bonding_gutter, bottom_edge, top_edge, external_angle, interior_angle, junction_with_verge,
      side_abutment
    ) > 2000
),
removed_lines AS (
  DELETE FROM roof_estimate_items WHERE roof_id IN (SELECT roof_id FROM beyond_bounds)
)
DELETE FROM roof_calculations WHERE roof_id IN (SELECT roof_id FROM beyond_bounds);
