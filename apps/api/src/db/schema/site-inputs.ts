import { boolean, doublePrecision, integer, pgTable, text } from "drizzle-orm/pg-core";
import { audit, projects, version } from "./projects.js";

/**
 * The site's wind values entered for a project (the roof editor's Site panel). One row per project, created on
 * first read; every value is nullable, and null means "not entered": the site-data service then takes the
 * bundled dataset's value or the stated conservative assumption. Versioned like the other edited records.
 */
export const projectSiteInputs = pgTable("project_site_inputs", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  projectId: integer("project_id")
    .notNull()
    .unique()
    .references(() => projects.id),
  /** Site altitude A above sea level, metres (the upwind base of the feature where orography is significant). */
  altitudeM: doublePrecision("altitude_m"),
  /** "country" or "town" (UK NA terrain categories). */
  terrain: text("terrain"),
  /** Upwind distance inside town terrain, kilometres. */
  distanceInsideTownKm: doublePrecision("distance_inside_town_km"),
  hasSignificantOrography: boolean("has_significant_orography"),
  /** vb,map set by technical staff for this project (m/s); wins over every dataset. */
  vbMapOverrideMs: doublePrecision("vb_map_override_ms"),
  vbMapOverrideReason: text("vb_map_override_reason"),
  ...version(),
  ...audit(),
});
export type ProjectSiteInputsRow = typeof projectSiteInputs.$inferSelect;
