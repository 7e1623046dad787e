/**
 * Site wind for one roof: qp at the ridge height (ze = h, EN 1991-1-4 7.2.3(2)), the zones and their
 * envelope bands, and the net uplift pressure qp·|cpe,1| on a tile in each band.
 */
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
  const recorder = startTrace("Site wind", "BS EN 1991-1-4 with UK NA");
  const pressure = calculatePeakVelocityPressure({ ...site, referenceHeightM: ridgeHeight(roof) });
  const zones = calculateRoofWindZones(roof);
  recorder.section(pressure.trace);
  recorder.section(zones.trace);
  return { result: { peakVelocityPressure: pressure.result, zones: zones.result }, trace: recorder.trace };
}
