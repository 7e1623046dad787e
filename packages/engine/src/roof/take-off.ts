/**
 * Take-off from the geometry: the roof area and the edge lengths of a standard roof from its span, building
 * length, pitch and type, which the roof editor proposes until the user enters their own (issue: step 8, item 8).
 */
import { requireFiniteFigures } from "../errors.js";
import type { EdgeKey, EdgeRun, RoofSlope } from "../estimate/estimate.js";
import type { RoofGeometryInput } from "../wind/roof-zones.js";
import { validateRoofGeometry } from "../wind/roof-zones.js";
import { deriveRoofGeometry } from "./calculate-roof.js";

export interface RoofTakeOff {
  /** Sloping area of every slope (each a trapezoid: (eaves + ridge) / 2 × rafter length). */
  roofAreaM2: number;
  /** The longest rafter, eaves to ridge on the slope (what tiles' headlap rules are chosen by). */
  maxRafterLengthM: number;
  /** Total length of each edge the roof type has (all runs together, e.g. both verges of a gable). */
  edges: Partial<Record<EdgeKey, number>>;
  /** The same edges with their separate runs (e.g. four hips), as the estimate takes them. */
  edgeRuns: EdgeRun[];
  slopes: RoofSlope[];
}

export function slopeArea(slope: RoofSlope): number {
  return ((slope.eavesWidthM + slope.ridgeWidthM) / 2) * slope.rafterLengthM;
}

export function roofTakeOff(roof: RoofGeometryInput): RoofTakeOff {
  validateRoofGeometry(roof);
  const { slopes, edges } = deriveRoofGeometry(roof);
  const lengths: Partial<Record<EdgeKey, number>> = {};
  for (const edge of edges) lengths[edge.edge] = (lengths[edge.edge] ?? 0) + edge.lengthM;
  const takeOff = {
    roofAreaM2: slopes.reduce((sum, slope) => sum + slopeArea(slope), 0),
    maxRafterLengthM: slopes.reduce((longest, slope) => Math.max(longest, slope.rafterLengthM), 0),
    edges: lengths,
    edgeRuns: edges,
    slopes,
  };
  for (const [field, figures] of Object.entries(takeOff)) requireFiniteFigures(field, figures);
  return takeOff;
}
