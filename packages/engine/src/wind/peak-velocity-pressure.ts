/**
 * Peak velocity pressure qp(z) for a building site, BS EN 1991-1-4 section 4 with the UK National Annex
 * (NA to BS EN 1991-1-4:2005+A1:2010), for reference heights up to 50 m.
 */
import { EngineInputError, requireFinite, requireInRange, requireNonNegative, requirePositive } from "../errors.js";
import { startTrace, type Traced } from "../trace.js";
import {
  type ExposureChart,
  exposureFactorFromTerrainFormula,
  INDICATIVE_EXPOSURE_FACTOR_CHART,
  INDICATIVE_TOWN_CORRECTION_CHART,
  MINIMUM_CHART_HEIGHT_M,
  readExposureChart,
  TERRAIN_CATEGORY_ROUGHNESS,
} from "./exposure-charts.js";

/** Air density ρ, NA.2.18: 1.226 kg/m³, so qb = 0.613·vb² Pa. */
export const AIR_DENSITY_KG_PER_M3 = 1.226;
/** Season factor for permanent works, NA.2.7: cseason = 1.0. */
export const SEASON_FACTOR_PERMANENT = 1.0;
/** Direction factor when the orientation is not known: the largest value of Table NA.1 (conservative). */
export const DIRECTION_FACTOR_UNKNOWN_ORIENTATION = 1.0;
/** Annual probability of exceedance of the NA.1 map values (50-year return period): cprob = 1. */
export const MAP_ANNUAL_EXCEEDANCE_PROBABILITY = 0.02;
/** Shape parameter K and exponent n of the probability factor, EN 1991-1-4 4.2(2)P Note 4 (recommended values). */
export const PROBABILITY_FACTOR_SHAPE_K = 0.2;
export const PROBABILITY_FACTOR_EXPONENT_N = 0.5;
/** The ce(z) route of the UK NA applies up to z = 50 m; above, the turbulence route (NA.5, NA.6) is needed. */
export const MAXIMUM_EXPOSURE_ROUTE_HEIGHT_M = 50;
/** NA.7 is drawn from 0.1 km to 100 km; NA.8 from 0.1 km to 20 km. */
export const SHORELINE_DISTANCE_RANGE_KM = [0.1, 100] as const;
export const TOWN_DISTANCE_RANGE_KM = [0.1, 20] as const;

/** Direction factor cdir by azimuth clockwise from north, Table NA.1 (interpolation permitted, Note 1). */
export const DIRECTION_FACTOR_TABLE_NA1: ReadonlyArray<readonly [azimuthDeg: number, directionFactor: number]> = [
  [0, 0.78],
  [30, 0.73],
  [60, 0.73],
  [90, 0.74],
  [120, 0.73],
  [150, 0.8],
  [180, 0.85],
  [210, 0.93],
  [240, 1.0],
  [270, 0.99],
  [300, 0.91],
  [330, 0.82],
];

/** Altitude factor calt, NA.2.5 (NA.2a for z ≤ 10 m, NA.2b above). */
export function altitudeFactor(siteAltitudeM: number, referenceHeightM: number): number {
  if (referenceHeightM <= 10) return 1 + 0.001 * siteAltitudeM;
  return 1 + 0.001 * siteAltitudeM * (10 / referenceHeightM) ** 0.2;
}

/** Direction factor cdir from Table NA.1, linear between the tabulated azimuths, wrapping at 360°. */
export function directionFactor(azimuthDeg: number): number {
  requireFinite("windAzimuthDeg", azimuthDeg);
  const azimuth = ((azimuthDeg % 360) + 360) % 360;
  const lowerIndex = Math.floor(azimuth / 30) % 12;
  const lower = DIRECTION_FACTOR_TABLE_NA1[lowerIndex];
  const upper = DIRECTION_FACTOR_TABLE_NA1[(lowerIndex + 1) % 12];
  if (lower === undefined || upper === undefined) return DIRECTION_FACTOR_UNKNOWN_ORIENTATION;
  const fraction = (azimuth - lower[0]) / 30;
  return lower[1] + (upper[1] - lower[1]) * fraction;
}

/** Half-width of the sector whose largest cdir an orthogonal load case takes (UK NA to 4.2(2)P, Note 2). */
export const ORTHOGONAL_LOAD_CASE_HALF_SECTOR_DEG = 45;

/**
 * cdir for an orthogonal load case (UK NA to BS EN 1991-1-4, 4.2(2)P Note 2): the largest value of
 * Table NA.1 within ±45° of the direction considered. Table NA.1 is linear between its 30° steps, so the
 * largest value lies at a tabulated azimuth inside the sector or at one of its ends.
 */
export function orthogonalDirectionFactor(azimuthDeg: number): number {
  requireFinite("windAzimuthDeg", azimuthDeg);
  const from = azimuthDeg - ORTHOGONAL_LOAD_CASE_HALF_SECTOR_DEG;
  const to = azimuthDeg + ORTHOGONAL_LOAD_CASE_HALF_SECTOR_DEG;
  let largest = Math.max(directionFactor(from), directionFactor(to));
  for (let tabulated = Math.ceil(from / 30) * 30; tabulated <= to; tabulated += 30) {
    largest = Math.max(largest, directionFactor(tabulated));
  }
  return largest;
}

/**
 * Probability factor cprob, EN 1991-1-4 4.2(2)P Note 4:
 * cprob = [(1 − K·ln(−ln(1 − p))) / (1 − K·ln(−ln(0.98)))]^n.
 */
export function probabilityFactor(annualExceedanceProbability: number): number {
  requireInRange("annualExceedanceProbability", annualExceedanceProbability, 1e-6, 0.5);
  const numerator = 1 - PROBABILITY_FACTOR_SHAPE_K * Math.log(-Math.log(1 - annualExceedanceProbability));
  const denominator = 1 - PROBABILITY_FACTOR_SHAPE_K * Math.log(-Math.log(1 - MAP_ANNUAL_EXCEEDANCE_PROBABILITY));
  return (numerator / denominator) ** PROBABILITY_FACTOR_EXPONENT_N;
}

/**
 * Displacement height hdis for sites in town, NA.2.11 / EN A.5: have = average height of the upwind
 * buildings, x = their spacing, h = height of the building considered.
 */
export function displacementHeight(averageUpwindBuildingHeightM: number, upwindSpacingM: number, heightM: number) {
  if (upwindSpacingM <= 2 * averageUpwindBuildingHeightM) {
    return Math.min(0.8 * averageUpwindBuildingHeightM, 0.6 * heightM);
  }
  if (upwindSpacingM < 6 * averageUpwindBuildingHeightM) {
    return Math.max(0, Math.min(1.2 * averageUpwindBuildingHeightM - 0.2 * upwindSpacingM, 0.6 * heightM));
  }
  return 0;
}

/**
 * Orography factor co from the upwind slope Φ and the location factor s of EN 1991-1-4 Annex A.3
 * (A.3(3), eqs A.1–A.3). [MEM: check against the licensed standard.]
 */
export function orographyFactor(upwindSlope: number, locationFactor: number): number {
  requireNonNegative("upwindSlope", upwindSlope);
  requireNonNegative("orographyLocationFactor", locationFactor);
  if (upwindSlope < 0.05) return 1;
  if (upwindSlope <= 0.3) return 1 + 2 * locationFactor * upwindSlope;
  return 1 + 0.6 * locationFactor;
}

export type TerrainType = "country" | "town";

export interface PeakVelocityPressureInput {
  /** Fundamental basic wind velocity before the altitude correction, Figure NA.1. */
  mapWindVelocityMs: number;
  /** Whether vb,map came from the indicative district table rather than the official data. */
  isMapVelocityIndicative?: boolean;
  /** Site altitude A above mean sea level (the upwind base of the feature when orography is significant). */
  siteAltitudeM: number;
  /** Reference height ze; for roofs the ridge height h (EN 1991-1-4 7.2.3(2)). */
  referenceHeightM: number;
  /** Upwind distance to the shoreline (tidal estuaries count as sea). */
  distanceToShorelineKm: number;
  terrain: TerrainType;
  /** Upwind distance inside town terrain; required for town terrain. */
  distanceInsideTownKm?: number;
  /** Average height of upwind buildings, for the displacement height; omitted → hdis = 0 (conservative). */
  averageUpwindBuildingHeightM?: number;
  upwindBuildingSpacingM?: number;
  /**
   * Azimuth of the wind direction of one orthogonal load case; cdir is then the largest Table NA.1 value
   * within ±45° of it. Omitted → cdir = 1.0.
   */
  windAzimuthDeg?: number;
  seasonFactor?: number;
  /** Annual probability of exceedance; omitted → 0.02 (cprob = 1). */
  annualExceedanceProbability?: number;
  /** Orography factor co at the reference height; omitted → 1 (no significant orography). */
  orographyFactor?: number;
  /** Replaceable chart data; omitted → the indicative tables. `null` → the EN terrain formula fallback. */
  exposureFactorChart?: ExposureChart | null;
  townCorrectionChart?: ExposureChart | null;
}

export interface PeakVelocityPressure {
  altitudeFactor: number;
  fundamentalWindVelocityMs: number;
  directionFactor: number;
  seasonFactor: number;
  probabilityFactor: number;
  basicWindVelocityMs: number;
  basicVelocityPressurePa: number;
  displacementHeightM: number;
  effectiveHeightM: number;
  exposureFactor: number;
  townCorrectionFactor: number;
  orographyFactor: number;
  peakVelocityPressurePa: number;
  isIndicative: boolean;
}

export function validatePeakVelocityPressureInput(input: PeakVelocityPressureInput): void {
  requireInRange("mapWindVelocityMs", input.mapWindVelocityMs, 15, 40);
  requireInRange("siteAltitudeM", input.siteAltitudeM, -10, 1500);
  requirePositive("referenceHeightM", input.referenceHeightM);
  if (input.referenceHeightM > MAXIMUM_EXPOSURE_ROUTE_HEIGHT_M) {
    throw new EngineInputError("referenceHeightM", "above 50 m the turbulence route of the National Annex applies");
  }
  requirePositive("distanceToShorelineKm", input.distanceToShorelineKm);
  if (input.terrain !== "country" && input.terrain !== "town") {
    throw new EngineInputError("terrain", "must be 'country' or 'town'");
  }
  if (input.terrain === "town") {
    if (input.distanceInsideTownKm === undefined) {
      throw new EngineInputError("distanceInsideTownKm", "is required for town terrain");
    }
    requirePositive("distanceInsideTownKm", input.distanceInsideTownKm);
  }
  if (input.averageUpwindBuildingHeightM !== undefined) {
    requireNonNegative("averageUpwindBuildingHeightM", input.averageUpwindBuildingHeightM);
    requireNonNegative("upwindBuildingSpacingM", input.upwindBuildingSpacingM ?? Number.NaN);
  }
  if (input.seasonFactor !== undefined) requireInRange("seasonFactor", input.seasonFactor, 0.5, 1);
  if (input.orographyFactor !== undefined) requireInRange("orographyFactor", input.orographyFactor, 1, 2);
}

/** Reads an NA chart at the site's distance, held within the distances the chart is drawn over. */
function readChartWithin(
  chart: ExposureChart,
  [nearestKm, farthestKm]: readonly [number, number],
  distanceKm: number,
  heightM: number,
): number {
  return readExposureChart(chart, Math.min(Math.max(distanceKm, nearestKm), farthestKm), heightM);
}

function chartReference(chart: ExposureChart): string {
  return `${chart.figure} (${chart.source})`;
}

/**
 * qp(z) for country terrain, qp = ce(z)·qb (NA.2.17, Figure NA.7), and for town terrain,
 * qp = ce(z)·ce,T·qb (Figure NA.8), multiplied by ((co + 0.6)/1.6)² where orography is significant.
 */
export function calculatePeakVelocityPressure(input: PeakVelocityPressureInput): Traced<PeakVelocityPressure> {
  validatePeakVelocityPressureInput(input);
  const recorder = startTrace("Peak velocity pressure qp", "BS EN 1991-1-4:2005+A1:2010 §4 with UK NA");
  const z = input.referenceHeightM;
  recorder.input("vb,map", input.mapWindVelocityMs, "m/s", input.isMapVelocityIndicative ? "indicative" : undefined);
  recorder.input("A (site altitude)", input.siteAltitudeM, "m");
  recorder.input("ze (reference height)", z, "m");
  recorder.input("distance to shoreline", input.distanceToShorelineKm, "km");
  recorder.input("terrain", input.terrain, "");
  if (input.terrain === "town") recorder.input("distance inside town", input.distanceInsideTownKm ?? 0, "km");

  const calt = recorder.step({
    symbol: "calt",
    description: "altitude factor",
    value: altitudeFactor(input.siteAltitudeM, z),
    unit: "",
    reference: z <= 10 ? "NA.2.5 eq NA.2a" : "NA.2.5 eq NA.2b",
    formula: z <= 10 ? "1 + 0.001·A" : "1 + 0.001·A·(10/z)^0.2",
  });
  const vb0 = recorder.step({
    symbol: "vb,0",
    description: "fundamental basic wind velocity",
    value: input.mapWindVelocityMs * calt,
    unit: "m/s",
    reference: "NA.2.4 eq NA.1",
    formula: "vb,map·calt",
  });
  let cdir = DIRECTION_FACTOR_UNKNOWN_ORIENTATION;
  if (input.windAzimuthDeg === undefined) {
    recorder.decide("cdir = 1.0", "orientation not given: the largest value of Table NA.1 is used", "NA.2.6");
  } else {
    cdir = orthogonalDirectionFactor(input.windAzimuthDeg);
    recorder.decide(
      `cdir for the orthogonal load case at ${input.windAzimuthDeg}°`,
      `the largest value of Table NA.1 between ${input.windAzimuthDeg - ORTHOGONAL_LOAD_CASE_HALF_SECTOR_DEG}° and ${input.windAzimuthDeg + ORTHOGONAL_LOAD_CASE_HALF_SECTOR_DEG}°`,
      "UK NA to BS EN 1991-1-4, 4.2(2)P Note 2",
    );
  }
  recorder.step({ symbol: "cdir", description: "direction factor", value: cdir, unit: "", reference: "Table NA.1" });
  const cseason = recorder.step({
    symbol: "cseason",
    description: "season factor (permanent works)",
    value: input.seasonFactor ?? SEASON_FACTOR_PERMANENT,
    unit: "",
    reference: "NA.2.7",
  });
  const cprob = recorder.step({
    symbol: "cprob",
    description: "probability factor",
    value: input.annualExceedanceProbability === undefined ? 1 : probabilityFactor(input.annualExceedanceProbability),
    unit: "",
    reference: "EN 1991-1-4 4.2(2)P Note 4",
    formula: "[(1 − K·ln(−ln(1 − p)))/(1 − K·ln(−ln 0.98))]^n, K = 0.2, n = 0.5",
  });
  const vb = recorder.step({
    symbol: "vb",
    description: "basic wind velocity",
    value: cdir * cseason * cprob * vb0,
    unit: "m/s",
    reference: "EN 1991-1-4 eq 4.1",
    formula: "cdir·cseason·cprob·vb,0",
  });
  const qb = recorder.step({
    symbol: "qb",
    description: "basic velocity pressure",
    value: 0.5 * AIR_DENSITY_KG_PER_M3 * vb * vb,
    unit: "Pa",
    reference: "EN 1991-1-4 eq 4.10, ρ = 1.226 kg/m³ (NA.2.18)",
    formula: "½·ρ·vb²",
  });

  let hdis = 0;
  if (input.terrain === "town" && input.averageUpwindBuildingHeightM !== undefined) {
    hdis = displacementHeight(input.averageUpwindBuildingHeightM, input.upwindBuildingSpacingM ?? 0, z);
  } else if (input.terrain === "town") {
    recorder.decide("hdis = 0", "upwind building heights not given: zero displacement is conservative", "NA.2.11");
  }
  recorder.step({
    symbol: "hdis",
    description: "displacement height",
    value: hdis,
    unit: "m",
    reference: "NA.2.11, EN 1991-1-4 A.5",
  });
  const effectiveHeight = recorder.step({
    symbol: "z − hdis",
    description: "height read on the charts (not below 2 m)",
    value: Math.max(z - hdis, MINIMUM_CHART_HEIGHT_M),
    unit: "m",
    reference: "Figure NA.7",
  });

  const exposureChart =
    input.exposureFactorChart === undefined ? INDICATIVE_EXPOSURE_FACTOR_CHART : input.exposureFactorChart;
  let ce: number;
  let isIndicative = input.isMapVelocityIndicative === true;
  if (exposureChart === null) {
    const country = TERRAIN_CATEGORY_ROUGHNESS.country;
    ce = exposureFactorFromTerrainFormula(effectiveHeight, country.roughnessLengthM, country.minimumHeightM);
    recorder.decide(
      "ce(z) from the EN terrain formula, terrain category II",
      "no NA.7 chart data supplied; category II agrees with NA.7 inland and is the conservative fallback",
      "EN 1991-1-4 4.3.2, 4.4, 4.5",
    );
  } else {
    ce = readChartWithin(exposureChart, SHORELINE_DISTANCE_RANGE_KM, input.distanceToShorelineKm, effectiveHeight);
    isIndicative ||= exposureChart.isIndicative;
  }
  recorder.step({
    symbol: "ce(z)",
    description: "exposure factor, country terrain",
    value: ce,
    unit: "",
    reference: exposureChart === null ? "EN 1991-1-4 eq 4.8" : chartReference(exposureChart),
  });

  let ceT = 1;
  if (input.terrain === "town") {
    const townChart =
      input.townCorrectionChart === undefined ? INDICATIVE_TOWN_CORRECTION_CHART : input.townCorrectionChart;
    if (townChart === null) {
      recorder.decide("ce,T = 1.0", "no NA.8 chart data supplied: the town correction is not taken", "NA.2.17");
    } else {
      const distance = input.distanceInsideTownKm ?? TOWN_DISTANCE_RANGE_KM[0];
      ceT = readChartWithin(townChart, TOWN_DISTANCE_RANGE_KM, distance, effectiveHeight);
      isIndicative ||= townChart.isIndicative;
    }
    recorder.step({
      symbol: "ce,T",
      description: "exposure correction factor for town terrain",
      value: ceT,
      unit: "",
      reference: townChart === null ? "NA.2.17" : chartReference(townChart),
    });
  }

  const qpFlat = recorder.step({
    symbol: "qp,flat",
    description: "peak velocity pressure, flat terrain",
    value: ce * ceT * qb,
    unit: "Pa",
    reference: "NA.2.17 eq NA.3a/NA.3b",
    formula: input.terrain === "town" ? "ce(z)·ce,T·qb" : "ce(z)·qb",
  });
  const co = input.orographyFactor ?? 1;
  const qp = recorder.step({
    symbol: "qp",
    description: "peak velocity pressure",
    value: co > 1 ? qpFlat * ((co + 0.6) / 1.6) ** 2 : qpFlat,
    unit: "Pa",
    reference: co > 1 ? "NA.2.17 eq NA.4a/NA.4b" : "NA.2.17",
    formula: co > 1 ? "qp,flat·((co + 0.6)/1.6)²" : "qp,flat (co = 1)",
  });
  if (isIndicative) {
    recorder.decide(
      "result is indicative",
      "an indicative vb,map or chart table was used; the official NA data files replace it",
      "NA to BS EN 1991-1-4 Figure NA.1, NA.7, NA.8",
    );
  }

  return {
    result: {
      altitudeFactor: calt,
      fundamentalWindVelocityMs: vb0,
      directionFactor: cdir,
      seasonFactor: cseason,
      probabilityFactor: cprob,
      basicWindVelocityMs: vb,
      basicVelocityPressurePa: qb,
      displacementHeightM: hdis,
      effectiveHeightM: effectiveHeight,
      exposureFactor: ce,
      townCorrectionFactor: ceT,
      orographyFactor: co,
      peakVelocityPressurePa: qp,
      isIndicative,
    },
    trace: recorder.trace,
  };
}
