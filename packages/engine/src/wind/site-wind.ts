/**
 * Site wind for one roof: qp at the ridge height (ze = h, EN 1991-1-4 7.2.3(2)), the zones and their
 * envelope bands, and the net uplift pressure qp·|cpe,1| on a tile in each band.
 */
import { EngineInputError } from "../errors.js";
import { startTrace, type Traced } from "../trace.js";
import {
  calculatePeakVelocityPressure,
  type PeakVelocityPressure,
  type PeakVelocityPressureInput,
} from "./peak-velocity-pressure.js";
import {
  calculateRoofWindZones,
  type RoofGeometryInput,
  type RoofWindZones,
  ridgeHeight,
  validateRoofGeometry,
} from "./roof-zones.js";

export type SiteWindInput = Omit<PeakVelocityPressureInput, "referenceHeightM">;

export interface SiteWind {
  peakVelocityPressure: PeakVelocityPressure;
  zones: RoofWindZones;
}

export function calculateSiteWind(site: SiteWindInput, roof: RoofGeometryInput): Traced<SiteWind> {
  validateRoofGeometry(roof);
  // Every band is the envelope over wind on all four sides of the building, and the ±45° sectors of
  // those four orthogonal load cases cover every direction, so the largest cdir (1.0) loads some band
  // whatever the orientation. One cdir from one azimuth would understate the faces other winds load.
  if (site.windAzimuthDeg !== undefined) {
    throw new EngineInputError(
      "windAzimuthDeg",
      "a roof is checked for wind from every side, so the direction factor is 1.0 and no azimuth is taken",
    );
  }
  const recorder = startTrace("Site wind", "BS EN 1991-1-4 with UK NA");
  const pressure = calculatePeakVelocityPressure({ ...site, referenceHeightM: ridgeHeight(roof) });
  const zones = calculateRoofWindZones(roof);
  recorder.section(pressure.trace);
  recorder.section(zones.trace);
  return { result: { peakVelocityPressure: pressure.result, zones: zones.result }, trace: recorder.trace };
}
