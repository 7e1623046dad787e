import { type ProjectSiteInputs, SITE_TERRAINS, type SiteTerrain } from "@portal/contracts";
import type { ProjectSiteInputsRow } from "./site-data.repository.js";

const isTerrain = (value: string | null): value is SiteTerrain =>
  value !== null && (SITE_TERRAINS as readonly string[]).includes(value);

/** A project's stored site values under the request's field names (units: m, km, m/s). */
export function presentProjectSiteInputs(row: ProjectSiteInputsRow): ProjectSiteInputs {
  return {
    altitude: row.altitudeM,
    terrain: isTerrain(row.terrain) ? row.terrain : null,
    distanceInsideTown: row.distanceInsideTownKm,
    hasSignificantOrography: row.hasSignificantOrography,
    vbMapOverride: row.vbMapOverrideMs,
    vbMapOverrideReason: row.vbMapOverrideReason,
    version: row.version,
  };
}
