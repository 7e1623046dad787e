/**
 * Wind zones of a roof (BS EN 1991-1-4 7.2.3–7.2.6 and 7.2.2 for walls) for every wind direction, and
 * their envelope over the directions as the bands a fixing specification is read by: local areas
 * (the e/10 strips at the eaves, verges and ridge, and for θ = 90° the band up to e/2 from the gables)
 * and the general area.
 */
import { EngineInputError, requireInRange, requirePositive } from "../errors.js";
import { startTrace, type Traced } from "../trace.js";
import {
  DUOPITCH_NORMAL_TABLE_7_4A,
  DUOPITCH_PARALLEL_TABLE_7_4B,
  HIPPED_TABLE_7_5,
  interpolateCoefficients,
  MONOPITCH_HIGH_EDGE_TABLE_7_3A,
  MONOPITCH_LOW_EAVES_TABLE_7_3A,
  MONOPITCH_PARALLEL_TABLE_7_3B,
  type PressureCoefficientPair,
  WALL_TABLE_7_1,
} from "./pressure-coefficients.js";

export type RoofType = "duopitch" | "monopitch" | "hipped" | "vertical";

export interface RoofGeometryInput {
  roofType: RoofType;
  /** Rafter pitch α; 90 for vertical tiling. */
  pitchDeg: number;
  eavesHeightM: number;
  /**
   * Horizontal distance across the building at right angles to the ridge (eaves to eaves). For vertical
   * tiling: the building's other side, at right angles to the tiled wall.
   */
  spanM: number;
  /** Horizontal length of the building along the ridge (gable to gable). For vertical tiling: the wall's length. */
  buildingLengthM: number;
  /** Top of the tiled wall, for vertical tiling (EN 1991-1-4 7.2.2: ze = h). */
  wallHeightM?: number;
}

export type WindDirectionLabel = "θ = 0°" | "θ = 90°" | "θ = 180°";

export interface WindZone {
  direction: WindDirectionLabel;
  zone: string;
  /** Dimensions of the zone on plan: along the eaves, and across it (up the slope on plan). */
  planAlongEavesM: number;
  planUpSlopeM: number;
  /** The up-slope dimension measured on the slope (plan ÷ cos α). */
  slopeUpSlopeM: number;
  /** Where the zone lies on plan: distance from the nearer gable or verge, and from the eaves. */
  fromGableM: number;
  toGableM: number;
  fromEavesM: number;
  toEavesM: number;
  cpe10: number;
  cpe1: number;
  reference: string;
}

export type WindBandKind = "local" | "general";

export interface WindBand {
  kind: WindBandKind;
  name: string;
  /** Distances along the eaves from the nearer verge/gable (the band repeats at both ends). */
  alongEavesFromM: number;
  alongEavesToM: number;
  /** Distances up the slope from the eaves, measured on the slope. */
  upSlopeFromM: number;
  upSlopeToM: number;
  /** Zone and direction whose coefficient governs the band. */
  governingZone: string;
  cpe1: number;
  /** Plan area of the band on the whole roof, for quantities. */
  planAreaM2: number;
}

export interface RoofWindZones {
  roofType: RoofType;
  ridgeHeightM: number;
  /** e = min(b, 2h) for wind at right angles to the ridge (b = building length). */
  eNormalM: number;
  /** Vertical tiling: e = min(b, 2h) for wind along the wall, b = the building's other side (spanM). */
  eWallM?: number;
  /** e = min(b, 2h) for wind parallel to the ridge (b = span). */
  eParallelM: number;
  zones: WindZone[];
  bands: WindBand[];
}

/** Ridge height h: eaves height plus the rise, (span/2)·tan α for a duopitch or hipped roof, span·tan α for a monopitch. */
export function ridgeHeight(input: RoofGeometryInput): number {
  if (input.roofType === "vertical") return input.wallHeightM ?? input.eavesHeightM;
  const run = input.roofType === "monopitch" ? input.spanM : input.spanM / 2;
  return input.eavesHeightM + run * Math.tan((input.pitchDeg * Math.PI) / 180);
}

export function validateRoofGeometry(input: RoofGeometryInput): void {
  if (!["duopitch", "monopitch", "hipped", "vertical"].includes(input.roofType)) {
    throw new EngineInputError("roofType", "must be duopitch, monopitch, hipped or vertical");
  }
  if (input.roofType === "vertical") {
    requireInRange("pitchDeg", input.pitchDeg, 90, 90);
    requireInRange("wallHeightM", input.wallHeightM ?? input.eavesHeightM, 0.1, 100);
  } else {
    requireInRange("pitchDeg", input.pitchDeg, 12.5, 89);
  }
  requireInRange("eavesHeightM", input.eavesHeightM, 0.1, 100);
  requirePositive("spanM", input.spanM);
  requirePositive("buildingLengthM", input.buildingLengthM);
  if (input.spanM < 0.1) throw new EngineInputError("spanM", "must be at least 0.1");
  if (input.buildingLengthM < 0.1) throw new EngineInputError("buildingLengthM", "must be at least 0.1");
  if (input.roofType === "hipped" && input.buildingLengthM < input.spanM) {
    throw new EngineInputError("buildingLengthM", "a hipped roof is set out with the ridge along the longer side");
  }
}

interface Rectangle {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

interface ZoneRegion {
  direction: WindDirectionLabel;
  zone: string;
  pair: PressureCoefficientPair;
  /** Plan rectangle in (distance from the nearer gable, plan distance up the slope from the eaves). */
  region: Rectangle;
  reference: string;
}

function label(direction: WindDirectionLabel, zone: string): string {
  return `${zone} (${direction})`;
}

function breakpoints(values: number[], maximum: number): number[] {
  const clipped = values.map((value) => Math.min(Math.max(value, 0), maximum));
  clipped.push(0, maximum);
  return [...new Set(clipped)].sort((a, b) => a - b);
}

/** Governing (most negative) cpe,1 over the zones that cover the point, over every direction. */
function envelopeAt(regions: readonly ZoneRegion[], x: number, y: number): { cpe1: number; governing: string } {
  let cpe1 = 0;
  let governing = "none";
  for (const region of regions) {
    const r = region.region;
    if (x >= r.x0 && x < r.x1 && y >= r.y0 && y < r.y1 && region.pair[1] < cpe1) {
      cpe1 = region.pair[1];
      governing = label(region.direction, region.zone);
    }
  }
  return { cpe1, governing };
}

interface BandRule {
  kind: WindBandKind;
  name: string;
  contains: (x: number, y: number) => boolean;
}

/**
 * Splits one half of a slope (gable to middle) into cells at every zone boundary, takes the envelope in
 * each cell and gathers the cells into the named bands (first matching rule wins).
 */
function gatherBands(
  regions: readonly ZoneRegion[],
  rules: readonly BandRule[],
  halfLengthM: number,
  runM: number,
  slopeFactor: number,
  slopeCount: number,
): WindBand[] {
  const xs = breakpoints(
    regions.flatMap((region) => [region.region.x0, region.region.x1]),
    halfLengthM,
  );
  const ys = breakpoints(
    regions.flatMap((region) => [region.region.y0, region.region.y1]),
    runM,
  );
  const bands = rules.map((rule) => ({
    rule,
    x0: Number.POSITIVE_INFINITY,
    x1: 0,
    y0: Number.POSITIVE_INFINITY,
    y1: 0,
    area: 0,
    cpe1: Number.POSITIVE_INFINITY,
    governing: "none",
  }));
  for (let i = 1; i < xs.length; i++) {
    const x0 = xs[i - 1] ?? 0;
    const x1 = xs[i] ?? 0;
    if (x1 <= x0) continue;
    for (let j = 1; j < ys.length; j++) {
      const y0 = ys[j - 1] ?? 0;
      const y1 = ys[j] ?? 0;
      if (y1 <= y0) continue;
      const xm = (x0 + x1) / 2;
      const ym = (y0 + y1) / 2;
      const band = bands.find((candidate) => candidate.rule.contains(xm, ym));
      if (band === undefined) continue;
      const cell = envelopeAt(regions, xm, ym);
      band.x0 = Math.min(band.x0, x0);
      band.x1 = Math.max(band.x1, x1);
      band.y0 = Math.min(band.y0, y0);
      band.y1 = Math.max(band.y1, y1);
      // Both halves of the slope, on every slope.
      band.area += (x1 - x0) * (y1 - y0) * 2 * slopeCount;
      if (cell.cpe1 < band.cpe1) {
        band.cpe1 = cell.cpe1;
        band.governing = cell.governing;
      }
    }
  }
  return bands
    .filter((band) => band.area > 0)
    .map((band) => ({
      kind: band.rule.kind,
      name: band.rule.name,
      alongEavesFromM: band.x0,
      alongEavesToM: band.x1,
      upSlopeFromM: band.y0 * slopeFactor,
      upSlopeToM: band.y1 * slopeFactor,
      governingZone: band.governing,
      cpe1: band.cpe1,
      planAreaM2: band.area,
    }));
}

function pitchedRegions(input: RoofGeometryInput, eNormal: number, eParallel: number, runM: number): ZoneRegion[] {
  const halfLength = input.buildingLengthM / 2;
  const big = Number.POSITIVE_INFINITY;
  const regions: ZoneRegion[] = [];
  const add = (
    direction: WindDirectionLabel,
    zone: string,
    pair: PressureCoefficientPair | undefined,
    region: Rectangle,
    reference: string,
  ) => {
    if (pair !== undefined) regions.push({ direction, zone, pair, region, reference });
  };
  /** Figures 7.7 and 7.8 alike: F at the corner and G beyond it along an e/10 strip, H over the rest of the slope. */
  const addStripZones = (
    direction: WindDirectionLabel,
    coefficients: Readonly<Record<"F" | "G" | "H", PressureCoefficientPair | undefined>>,
    strip: Pick<Rectangle, "y0" | "y1">,
    rest: Pick<Rectangle, "y0" | "y1">,
    reference: string,
  ) => {
    add(direction, "F", coefficients.F, { x0: 0, x1: eNormal / 4, ...strip }, reference);
    add(direction, "G", coefficients.G, { x0: eNormal / 4, x1: big, ...strip }, reference);
    add(direction, "H", coefficients.H, { x0: 0, x1: big, ...rest }, reference);
  };
  /** θ = 90°, Figures 7.7 and 7.8 alike: H from e/10 to e/2 from the gable, I beyond. */
  const addGableZonesHI = (
    coefficients: Readonly<Record<"H" | "I", PressureCoefficientPair | undefined>>,
    reference: string,
  ) => {
    add("θ = 90°", "H", coefficients.H, { x0: eParallel / 10, x1: eParallel / 2, y0: 0, y1: big }, reference);
    add("θ = 90°", "I", coefficients.I, { x0: eParallel / 2, x1: big, y0: 0, y1: big }, reference);
  };
  const strip = eNormal / 10;
  const eavesStrip = { y0: 0, y1: strip };
  const beyondEavesStrip = { y0: strip, y1: big };
  if (input.roofType === "duopitch") {
    const normal = interpolateCoefficients(DUOPITCH_NORMAL_TABLE_7_4A, input.pitchDeg);
    const parallel = interpolateCoefficients(DUOPITCH_PARALLEL_TABLE_7_4B, input.pitchDeg);
    const ref0 = "BS EN 1991-1-4 Table 7.4a, Figure 7.8";
    const ref90 = "BS EN 1991-1-4 Table 7.4b, Figure 7.8";
    // Windward slope (wind from either side reaches each slope as the windward one).
    addStripZones("θ = 0°", normal, eavesStrip, beyondEavesStrip, ref0);
    // Leeward slope: J is the e/10 strip beside the ridge.
    add("θ = 0°", "J", normal.J, { x0: 0, x1: big, y0: runM - strip, y1: big }, ref0);
    add("θ = 0°", "I", normal.I, { x0: 0, x1: big, y0: 0, y1: runM - strip }, ref0);
    add("θ = 90°", "F", parallel.F, { x0: 0, x1: eParallel / 10, y0: 0, y1: eParallel / 4 }, ref90);
    add("θ = 90°", "G", parallel.G, { x0: 0, x1: eParallel / 10, y0: eParallel / 4, y1: big }, ref90);
    addGableZonesHI(parallel, ref90);
  } else {
    const low = interpolateCoefficients(MONOPITCH_LOW_EAVES_TABLE_7_3A, input.pitchDeg);
    const high = interpolateCoefficients(MONOPITCH_HIGH_EDGE_TABLE_7_3A, input.pitchDeg);
    const parallel = interpolateCoefficients(MONOPITCH_PARALLEL_TABLE_7_3B, input.pitchDeg);
    const ref0 = "BS EN 1991-1-4 Table 7.3a, Figure 7.7";
    const ref90 = "BS EN 1991-1-4 Table 7.3b, Figure 7.7";
    addStripZones("θ = 0°", low, eavesStrip, beyondEavesStrip, ref0);
    addStripZones("θ = 180°", high, { y0: runM - strip, y1: big }, { y0: 0, y1: runM - strip }, ref0);
    add("θ = 90°", "Flow", parallel.Flow, { x0: 0, x1: eParallel / 10, y0: 0, y1: eParallel / 4 }, ref90);
    add("θ = 90°", "Fup", parallel.Fup, { x0: 0, x1: eParallel / 10, y0: runM - eParallel / 4, y1: big }, ref90);
    add("θ = 90°", "G", parallel.G, { x0: 0, x1: eParallel / 10, y0: eParallel / 4, y1: runM - eParallel / 4 }, ref90);
    addGableZonesHI(parallel, ref90);
  }
  // Clip every region to the half slope so the listed dimensions are real ones.
  for (const region of regions) {
    region.region = {
      x0: Math.min(region.region.x0, halfLength),
      x1: Math.min(region.region.x1, halfLength),
      y0: Math.min(Math.max(region.region.y0, 0), runM),
      y1: Math.min(region.region.y1, runM),
    };
  }
  return regions;
}

function zonesFromRegions(regions: readonly ZoneRegion[], slopeFactor: number, halfLengthM: number): WindZone[] {
  return regions
    .filter((region) => region.region.x1 > region.region.x0 && region.region.y1 > region.region.y0)
    .map((region) => {
      // A zone reaching the middle of the half slope runs on to its mirror image at the other gable.
      const reachesMiddle = region.region.x1 >= halfLengthM;
      const alongEaves = reachesMiddle ? 2 * (halfLengthM - region.region.x0) : region.region.x1 - region.region.x0;
      const upSlope = region.region.y1 - region.region.y0;
      return {
        direction: region.direction,
        zone: region.zone,
        planAlongEavesM: alongEaves,
        planUpSlopeM: upSlope,
        slopeUpSlopeM: upSlope * slopeFactor,
        fromGableM: region.region.x0,
        toGableM: region.region.x1,
        fromEavesM: region.region.y0,
        toEavesM: region.region.y1,
        cpe10: region.pair[0],
        cpe1: region.pair[1],
        reference: region.reference,
      };
    });
}

/**
 * Zones, coefficients and bands of one roof. e = min(b, 2h) (EN 1991-1-4 7.2.2(1), Figures 7.5–7.9),
 * with b the crosswind dimension: the building length for θ = 0°/180°, the span for θ = 90°.
 */
export function calculateRoofWindZones(input: RoofGeometryInput): Traced<RoofWindZones> {
  validateRoofGeometry(input);
  const recorder = startTrace("Wind zones and pressure coefficients", "BS EN 1991-1-4 §7.2");
  recorder.input("roof type", input.roofType, "");
  recorder.input("α (pitch)", input.pitchDeg, "°");
  recorder.input("eaves height", input.eavesHeightM, "m");
  recorder.input("span", input.spanM, "m");
  recorder.input("building length", input.buildingLengthM, "m");
  const h = recorder.step({
    symbol: "h",
    description: input.roofType === "vertical" ? "height of the tiled wall" : "ridge height (= ze)",
    value: ridgeHeight(input),
    unit: "m",
    reference: "BS EN 1991-1-4 7.2.3(2), Figure 7.4",
    formula: input.roofType === "vertical" ? "wall height" : "eaves height + rise",
  });
  // e = b or 2h, whichever is smaller, with b the building's width across the wind.
  const scalingLength = (direction: "θ = 0°" | "θ = 90°", description: string, crosswindDimensionM: number) =>
    recorder.step({
      symbol: `e (${direction})`,
      description,
      value: Math.min(crosswindDimensionM, 2 * h),
      unit: "m",
      reference: "BS EN 1991-1-4 Figure 7.8",
      formula: "min(b, 2h)",
    });
  const eNormal = scalingLength(
    "θ = 0°",
    "scaling length, wind at right angles to the ridge (b = building length)",
    input.buildingLengthM,
  );
  const eParallel = scalingLength("θ = 90°", "scaling length, wind parallel to the ridge (b = span)", input.spanM);
  const halfLength = input.buildingLengthM / 2;
  let zones: WindZone[];
  let bands: WindBand[];
  let wallE: number | undefined;

  if (input.roofType === "duopitch" || input.roofType === "monopitch") {
    const slopeCount = input.roofType === "duopitch" ? 2 : 1;
    const run = input.roofType === "duopitch" ? input.spanM / 2 : input.spanM;
    const slopeFactor = 1 / Math.cos((input.pitchDeg * Math.PI) / 180);
    const regions = pitchedRegions(input, eNormal, eParallel, run);
    zones = zonesFromRegions(regions, slopeFactor, halfLength);
    const strip = eNormal / 10;
    const rules: BandRule[] = [
      { kind: "local", name: "Verge local area (gable strip e/10)", contains: (x) => x < eParallel / 10 },
      { kind: "local", name: "Eaves local area (strip e/10)", contains: (_x, y) => y < strip },
      {
        kind: "local",
        name: input.roofType === "duopitch" ? "Ridge local area (strip e/10)" : "Top edge local area (strip e/10)",
        contains: (_x, y) => y >= run - strip,
      },
      { kind: "local", name: "Gable end local area (e/10 to e/2)", contains: (x) => x < eParallel / 2 },
      { kind: "general", name: "General area", contains: () => true },
    ];
    bands = gatherBands(regions, rules, halfLength, run, slopeFactor, slopeCount);
    recorder.decide(
      "envelope over wind directions",
      "each point of the roof takes the most negative cpe,1 of the zones covering it for θ = 0°, 90° (and 180°), wind from either side",
      "BS EN 1991-1-4 7.2.3–7.2.5",
    );
  } else if (input.roofType === "hipped") {
    const coefficients = interpolateCoefficients(HIPPED_TABLE_7_5, input.pitchDeg);
    const slopeFactor = 1 / Math.cos((input.pitchDeg * Math.PI) / 180);
    const strip = recorder.step({
      symbol: "w",
      description: "width of the perimeter band along eaves, hips and ridge",
      value: Math.max(eNormal, eParallel) / 10,
      unit: "m",
      reference: "BS EN 1991-1-4 Figure 7.9 (e/10 strips)",
      formula: "max(e0, e90)/10",
    });
    const reference = "BS EN 1991-1-4 Table 7.5, Figure 7.9";
    zones = (Object.keys(coefficients) as Array<keyof typeof coefficients>).map((zone) => ({
      direction: "θ = 0°" as const,
      zone,
      planAlongEavesM: 0,
      planUpSlopeM: 0,
      slopeUpSlopeM: 0,
      fromGableM: 0,
      toGableM: 0,
      fromEavesM: 0,
      toEavesM: 0,
      cpe10: coefficients[zone][0],
      cpe1: coefficients[zone][1],
      reference,
    }));
    const local = (["F", "G", "J", "K", "L", "M"] as const).reduce(
      (worst, zone) => (coefficients[zone][1] < worst.cpe1 ? { cpe1: coefficients[zone][1], zone } : worst),
      { cpe1: 0, zone: "F" as string },
    );
    const general = (["H", "I", "N"] as const).reduce(
      (worst, zone) => (coefficients[zone][1] < worst.cpe1 ? { cpe1: coefficients[zone][1], zone } : worst),
      { cpe1: 0, zone: "H" as string },
    );
    const run = input.spanM / 2;
    const planArea = input.buildingLengthM * input.spanM;
    // General area on plan: the roof inset by w from the eaves, less a 2w band along the ridge and the
    // inner part of each hip (an approximation of the offset polygon).
    const insetArea = Math.max(input.buildingLengthM - 2 * strip, 0) * Math.max(input.spanM - 2 * strip, 0);
    const ridgeLength = input.buildingLengthM - input.spanM;
    const innerHips = 4 * Math.max(run - strip, 0) * Math.SQRT2;
    const generalArea = Math.max(insetArea - 2 * strip * (ridgeLength + innerHips), 0);
    const localArea = planArea - generalArea;
    bands = [
      {
        kind: "local",
        name: "Perimeter local area (eaves, hips and ridge, strip e/10)",
        alongEavesFromM: 0,
        alongEavesToM: halfLength,
        upSlopeFromM: 0,
        upSlopeToM: Math.min(strip, run) * slopeFactor,
        governingZone: label("θ = 0°", local.zone),
        cpe1: local.cpe1,
        planAreaM2: localArea,
      },
      {
        kind: "general",
        name: "General area",
        alongEavesFromM: Math.min(strip, halfLength),
        alongEavesToM: halfLength,
        upSlopeFromM: Math.min(strip, run) * slopeFactor,
        upSlopeToM: Math.max(run - strip, 0) * slopeFactor,
        governingZone: label("θ = 0°", general.zone),
        cpe1: general.cpe1,
        planAreaM2: generalArea,
      },
    ].filter((band) => band.planAreaM2 > 0) as WindBand[];
    recorder.decide(
      "hipped roof grouped into a perimeter band and a general area",
      "the e/10 strips along eaves, hips and ridge take the worst of F, G, J, K, L, M; the rest the worst of H, I, N (conservative simplification of Figure 7.9)",
      "BS EN 1991-1-4 7.2.5, Table 7.5 and Figure 7.9",
    );
  } else {
    const coefficients = interpolateCoefficients(WALL_TABLE_7_1, 90);
    // The corner zones A and B of a wall come from wind blowing along it, whose crosswind dimension is
    // the building's other side (Figure 7.5: b is measured at right angles to the wind), not the wall.
    const e = recorder.step({
      symbol: "e (wall)",
      description: "scaling length for the wall's corner zones, wind along the wall (b = the building's other side)",
      value: Math.min(input.spanM, 2 * h),
      unit: "m",
      reference: "BS EN 1991-1-4 7.2.2(2), Figure 7.5",
      formula: "min(b, 2h)",
    });
    wallE = e;
    const reference = "BS EN 1991-1-4 Table 7.1, Figure 7.5";
    const wallLength = input.buildingLengthM;
    zones = (["A", "B", "C", "E"] as const).map((zone) => ({
      direction: "θ = 0°" as const,
      zone,
      planAlongEavesM:
        zone === "A"
          ? Math.min(e / 5, wallLength)
          : zone === "B"
            ? Math.max(Math.min(e, wallLength) - e / 5, 0)
            : Math.max(wallLength - e, 0),
      planUpSlopeM: h,
      slopeUpSlopeM: h,
      fromGableM: zone === "A" ? 0 : zone === "B" ? e / 5 : e,
      toGableM: zone === "A" ? e / 5 : zone === "B" ? e : wallLength,
      fromEavesM: 0,
      toEavesM: h,
      cpe10: coefficients[zone][0],
      cpe1: coefficients[zone][1],
      reference,
    }));
    const leeward = coefficients.E[1];
    const bandFor = (zone: "A" | "B" | "C", from: number, to: number, kind: WindBandKind, name: string): WindBand => {
      const governingIsLeeward = leeward < coefficients[zone][1];
      return {
        kind,
        name,
        alongEavesFromM: from,
        alongEavesToM: to,
        upSlopeFromM: 0,
        upSlopeToM: h,
        governingZone: label("θ = 0°", governingIsLeeward ? "E" : zone),
        cpe1: Math.min(leeward, coefficients[zone][1]),
        planAreaM2: Math.max(to - from, 0) * h * 2,
      };
    };
    const half = wallLength / 2;
    bands = [
      bandFor("A", 0, Math.min(e / 5, half), "local", "Corner local area (zone A, e/5)"),
      bandFor("B", Math.min(e / 5, half), Math.min(e, half), "local", "Wall local area (zone B, e/5 to e)"),
      bandFor("C", Math.min(e, half), half, "general", "General area"),
    ].filter((band) => band.planAreaM2 > 0);
    recorder.decide(
      "vertical tiling takes the wall coefficients",
      "each band takes the worse of its side-wall zone and the leeward zone E, as wind can come from any side",
      "BS EN 1991-1-4 7.2.2, Table 7.1",
    );
  }

  for (const zone of zones) {
    recorder.step({
      symbol: `cpe,1 ${label(zone.direction, zone.zone)}`,
      description: `external pressure coefficient for 1 m² (cpe,10 = ${Number(zone.cpe10.toFixed(3))})`,
      value: zone.cpe1,
      unit: "",
      reference: zone.reference,
    });
  }
  for (const band of bands) {
    recorder.decide(
      `${band.name}: cpe,1 = ${Number(band.cpe1.toFixed(3))}`,
      `governed by ${band.governingZone}; ${band.alongEavesFromM.toFixed(2)}–${band.alongEavesToM.toFixed(2)} m from the verge, ${band.upSlopeFromM.toFixed(2)}–${band.upSlopeToM.toFixed(2)} m up the slope`,
      "BS EN 1991-1-4 §7.2; BS 5534 perimeter/local/general grouping",
    );
  }
  return {
    result: {
      roofType: input.roofType,
      ridgeHeightM: h,
      eNormalM: eNormal,
      eParallelM: eParallel,
      ...(wallE === undefined ? {} : { eWallM: wallE }),
      zones,
      bands,
    },
    trace: recorder.trace,
  };
}
