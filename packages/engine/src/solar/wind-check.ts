/**
 * Wind check of an in-roof solar kit: the design pressure in the zones the array covers against the maker's
 * declared resistance (MCS 012 / BS EN 14437, catalogue.md §4.4 "measure and declare"). The pressure is
 * γQ·KFI·qp·|cpe,1| as for a tile (design-uplift.ts) without the underlay factor f_u: nothing under the kit shares
 * the net pressure.
 *
 * Where the array sits: the design stores no position on the roof (the grid places panels against each other,
 * not on a slope), so the check places the array where it meets the least uplift, on the slope outlines the roof
 * was set out with, and states that placement as the condition the installer must keep. The zones are the roof's
 * wind bands laid on each slope's real outline (slope-outline.ts): a verge's band is a strip along the verge, a
 * hip's band a strip square to the hip on plan, so on a hip end (a triangle) and a hipped main slope (a
 * trapezoid) the general area narrows towards the ridge.
 */

import { EngineInputError, requireFinite, requireInRange, requireNonNegative, requirePositive } from "../errors.js";
import type { RoofSlope } from "../estimate/estimate.js";
import { startTrace, type Traced } from "../trace.js";
import { hasHips, sideInsetPerMetre } from "./slope-outline.js";
import type { SolarWindBand, SolarWindCheck, SolarWindCheckInput } from "./types.js";

const TOLERANCE_M = 1e-9;

/**
 * The pressure as shown, rounded up to 2 decimals so it never reads below the demand the check used (2.404 kPa
 * shows 2.41, not a 2.40 that would seem to pass against 2.40). The tolerance keeps float dust (1.35 held as
 * 1.3500000000000001) from lifting an exact figure by a hundredth.
 */
function roundUpForDisplay(valueKpa: number): number {
  // Math.max turns the −0 that a zero pressure gives back into 0.
  return Math.max(Math.ceil(valueKpa * 100 - 1e-6) / 100, 0);
}

/** A slope with what the zone tests need: how its sides draw in, and how a distance square to a side reads along the eaves. */
interface SlopeFrame {
  slope: RoofSlope;
  /** (B − b)/2L: the sides' inset along the eaves per metre up the slope. */
  sideInset: number;
  /**
   * Metres along the eaves per metre square to the side on plan: √(1 + (sideInset / cos α)²). On plan a hip runs
   * sideInset / cos α along the eaves per metre of plan depth; a verge (sideInset 0) gives 1.
   */
  sideScale: number;
  hasHips: boolean;
}

function frameOf(slope: RoofSlope, pitchDeg: number): SlopeFrame {
  const sideInset = sideInsetPerMetre(slope);
  const planInset = sideInset === 0 ? 0 : sideInset / Math.cos((pitchDeg * Math.PI) / 180);
  return { slope, sideInset, sideScale: Math.sqrt(1 + planInset ** 2), hasHips: hasHips(slope) };
}

/** The array's rectangle on a slope: u along the eaves, v up the slope, both from the left end of the eaves. */
interface Rectangle {
  u0: number;
  u1: number;
  v0: number;
  v1: number;
}

/** A band's region on a slope: a distance from the nearer side (square to it on plan) and a reach up the slope. */
interface BandRegion {
  band: SolarWindBand;
  fromSideM: number;
  toSideM: number;
  fromEavesM: number;
  toEavesM: number;
}

/**
 * The bands as regions of a slope. A band reaching the middle of the roof (the furthest any band reaches from
 * a side) runs on to the middle of any slope, and one reaching the top of the roof runs on to any slope's top: the
 * bands are set out on the building's own slopes and the slopes entered may be a little longer or wider.
 */
function regionsOf(bands: readonly SolarWindBand[]): BandRegion[] {
  const middle = Math.max(...bands.map((band) => band.alongEavesToM));
  const top = Math.max(...bands.map((band) => band.upSlopeToM));
  return bands.map((band) => ({
    band,
    fromSideM: band.alongEavesFromM,
    toSideM: band.alongEavesToM >= middle - TOLERANCE_M ? Number.POSITIVE_INFINITY : band.alongEavesToM,
    fromEavesM: band.upSlopeFromM,
    toEavesM: band.upSlopeToM >= top - TOLERANCE_M ? Number.POSITIVE_INFINITY : band.upSlopeToM,
  }));
}

/** Distance of a point from the nearer side of the slope, square to that side on plan. */
function distanceFromSide(frame: SlopeFrame, u: number, v: number): number {
  const left = u - frame.sideInset * v;
  const right = frame.slope.eavesWidthM - frame.sideInset * v - u;
  return Math.min(left, right) / frame.sideScale;
}

/**
 * The least and greatest distance from the nearer side over the part of the rectangle between two heights. The
 * distance is the lesser of two linear functions, equal on the slope's middle line, so the least lies at a corner
 * and the greatest at a corner or where the middle line crosses the rectangle's top or bottom.
 */
function sideDistanceRange(frame: SlopeFrame, rectangle: Rectangle, v0: number, v1: number): [number, number] {
  const middle = Math.min(Math.max(frame.slope.eavesWidthM / 2, rectangle.u0), rectangle.u1);
  const corners = [rectangle.u0, rectangle.u1].flatMap((u) => [v0, v1].map((v) => distanceFromSide(frame, u, v)));
  const onMiddle = [v0, v1].map((v) => distanceFromSide(frame, middle, v));
  return [Math.min(...corners), Math.max(...corners, ...onMiddle)];
}

function meets(frame: SlopeFrame, region: BandRegion, rectangle: Rectangle): boolean {
  const v0 = Math.max(rectangle.v0, region.fromEavesM);
  const v1 = Math.min(rectangle.v1, region.toEavesM);
  if (v1 - v0 <= TOLERANCE_M) return false;
  const [nearest, furthest] = sideDistanceRange(frame, rectangle, v0, v1);
  return nearest < region.toSideM - TOLERANCE_M && furthest > region.fromSideM + TOLERANCE_M;
}

function isWithin(frame: SlopeFrame, general: SolarWindBand, rectangle: Rectangle): boolean {
  const [nearest] = sideDistanceRange(frame, rectangle, rectangle.v0, rectangle.v1);
  return (
    rectangle.v0 >= general.upSlopeFromM - TOLERANCE_M &&
    rectangle.v1 <= general.upSlopeToM + TOLERANCE_M &&
    nearest >= general.alongEavesFromM - TOLERANCE_M
  );
}

const unique = (values: readonly number[]) => [...new Set(values.map((value) => Math.round(value * 1e9) / 1e9))];

/**
 * Whether part of the rectangle on a verge-sided slope lies in no band (hand-entered bands may leave a strip out):
 * the rectangle is cut at every band edge and each piece's middle is looked up.
 */
function leavesBandsUncovered(frame: SlopeFrame, regions: readonly BandRegion[], rectangle: Rectangle): boolean {
  const eaves = frame.slope.eavesWidthM;
  const inside = (low: number, high: number) => (value: number) =>
    value > low + TOLERANCE_M && value < high - TOLERANCE_M;
  const alongs = unique([
    rectangle.u0,
    rectangle.u1,
    ...regions
      .flatMap((r) => [r.fromSideM, r.toSideM])
      .filter(Number.isFinite)
      .flatMap((distance) => [distance, eaves - distance])
      .filter(inside(rectangle.u0, rectangle.u1)),
  ]).sort((a, b) => a - b);
  const ups = unique([
    rectangle.v0,
    rectangle.v1,
    ...regions.flatMap((r) => [r.fromEavesM, r.toEavesM]).filter(inside(rectangle.v0, rectangle.v1)),
  ]).sort((a, b) => a - b);
  for (let i = 1; i < alongs.length; i++) {
    for (let j = 1; j < ups.length; j++) {
      const u = ((alongs[i - 1] ?? 0) + (alongs[i] ?? 0)) / 2;
      const v = ((ups[j - 1] ?? 0) + (ups[j] ?? 0)) / 2;
      const side = distanceFromSide(frame, u, v);
      const covered = regions.some(
        (r) => side >= r.fromSideM && side < r.toSideM && v >= r.fromEavesM && v < r.toEavesM,
      );
      if (!covered) return true;
    }
  }
  return false;
}

/**
 * Every placement of the array on the slope where the set of bands it meets can change: its edges on the band
 * boundaries (a side's distance read along the eaves at the array's top and bottom) and on the slope's edges,
 * and centred. Between two such placements the bands met stay the same, so the least demand is among them.
 */
function candidatePlacements(
  frame: SlopeFrame,
  regions: readonly BandRegion[],
  widthM: number,
  heightM: number,
): Rectangle[] {
  const { rafterLengthM: length, eavesWidthM: eaves } = frame.slope;
  const highest = length - heightM;
  if (highest < -TOLERANCE_M) return [];
  const clampUp = (v: number) => Math.min(Math.max(v, 0), Math.max(highest, 0));
  const heights = unique(
    [0, highest, ...regions.flatMap((r) => [r.fromEavesM, r.toEavesM, r.fromEavesM - heightM, r.toEavesM - heightM])]
      .filter(Number.isFinite)
      .map(clampUp),
  );
  const placements: Rectangle[] = [];
  for (const v0 of heights) {
    const v1 = v0 + heightM;
    const inset = Math.max(frame.sideInset * v0, frame.sideInset * v1);
    const leftmost = inset;
    const rightmost = eaves - inset - widthM;
    if (rightmost < leftmost - TOLERANCE_M) continue;
    const clampAlong = (u: number) => Math.min(Math.max(u, leftmost), Math.max(rightmost, leftmost));
    const edges = regions.flatMap((r) => [r.fromSideM, r.toSideM]).filter(Number.isFinite);
    const alongs = unique(
      [
        (leftmost + rightmost) / 2,
        leftmost,
        rightmost,
        ...edges.flatMap((distance) =>
          [v0, v1].flatMap((v) => [
            frame.sideInset * v + distance * frame.sideScale,
            eaves - frame.sideInset * v - distance * frame.sideScale - widthM,
          ]),
        ),
      ].map(clampAlong),
    );
    for (const u0 of alongs) placements.push({ u0, u1: u0 + widthM, v0, v1 });
  }
  return placements;
}

interface Placement {
  frame: SlopeFrame;
  /** The bands the array meets there, most onerous first. */
  met: SolarWindBand[];
  isInGeneralArea: boolean;
}

export function checkSolarArrayWind(input: SolarWindCheckInput): Traced<SolarWindCheck> {
  requireNonNegative("widthM", input.widthM);
  requireNonNegative("heightM", input.heightM);
  if (input.slopes.length === 0) throw new EngineInputError("slopes", "must list at least one slope");
  for (const [index, slope] of input.slopes.entries()) {
    requirePositive(`slopes[${index}].rafterLengthM`, slope.rafterLengthM);
    requirePositive(`slopes[${index}].eavesWidthM`, slope.eavesWidthM);
    requireNonNegative(`slopes[${index}].ridgeWidthM`, slope.ridgeWidthM);
  }
  requireInRange("pitchDeg", input.pitchDeg, 0, 90);
  requireNonNegative("peakVelocityPressurePa", input.peakVelocityPressurePa);
  requirePositive("variableLoadSafetyFactor", input.variableLoadSafetyFactor);
  requirePositive("multiplyingFactor", input.multiplyingFactor);
  requireNonNegative("resistanceKpa", input.resistanceKpa);
  if (input.bands.length === 0) throw new EngineInputError("bands", "must list at least one wind band");
  for (const [index, band] of input.bands.entries()) requireFinite(`bands[${index}].cpe1`, band.cpe1);

  const γQ = input.variableLoadSafetyFactor;
  const kfi = input.multiplyingFactor;
  const qp = input.peakVelocityPressurePa;
  const recorder = startTrace("In-roof solar kit wind check", "BS EN 1991-1-4 7.2.3–7.2.5; MCS 012; BS EN 14437");
  recorder.input("array width", input.widthM, "m");
  recorder.input("array height", input.heightM, "m");
  for (const slope of input.slopes) {
    recorder.input(
      slope.name,
      `${slope.eavesWidthM.toFixed(2)} m at the eaves, ${slope.ridgeWidthM.toFixed(2)} m at the ridge, ${slope.rafterLengthM.toFixed(2)} m up the slope`,
      "",
    );
  }
  recorder.input("α (pitch)", input.pitchDeg, "°");
  recorder.input("qp", qp, "Pa");
  recorder.input("γQ", γQ, "");
  recorder.input("KFI", kfi, "");
  recorder.input("declared resistance", input.resistanceKpa, "kPa");
  recorder.decide(
    "Factored design pressure compared with the maker's declared value",
    "the declared value is a tested resistance, and comparing γQ·KFI times the load with it, without a further resistance factor, is conservative",
    "MCS 012; BS EN 14437",
  );
  recorder.decide(
    "qp and cpe,1 are the roof's own",
    "the kit lies in the roof plane, so it takes the roof's peak velocity pressure and the 1 m² external coefficients of the zones it sits in",
    "BS EN 1991-1-4 7.2.3–7.2.5",
  );
  recorder.decide(
    "No underlay factor f_u",
    "the kit carries the full net pressure; f_u is the share a tile carries over an underlay",
    "design-uplift.ts; BS 5534",
  );

  const pressurePa = (band: SolarWindBand) => γQ * kfi * qp * Math.abs(Math.min(band.cpe1, 0));
  for (const band of input.bands) {
    recorder.step({
      symbol: `p(${band.name})`,
      description: `design pressure, ${band.kind} band`,
      value: pressurePa(band),
      unit: "Pa",
      reference: "BS EN 1991-1-4 7.2.3–7.2.5",
      formula: `${γQ} × ${kfi} × ${qp} × |${band.cpe1}|`,
    });
  }
  const mostOnerous = (bands: readonly SolarWindBand[]) =>
    bands.reduce((worst, band) => (pressurePa(band) > pressurePa(worst) ? band : worst));
  const worstOfAll = mostOnerous(input.bands);
  const locals = input.bands.filter((band) => band.kind !== "general");
  const worstLocal = locals.length > 0 ? mostOnerous(locals) : worstOfAll;

  const general = input.bands.find((band) => band.kind === "general");
  const regions = regionsOf(input.bands);
  const frames = input.slopes.map((slope) => frameOf(slope, input.pitchDeg));
  recorder.decide(
    "The array is placed where it meets the least uplift",
    "the design stores no position on the roof, so every placement on every slope where the zones it covers can change is tried; the condition tells the installer where that is",
    "BS EN 1991-1-4 7.2.3–7.2.5",
  );
  if (frames.some((frame) => frame.hasHips)) {
    recorder.decide(
      "Zones along a hip are measured square to the hip on plan",
      "on a hipped roof the local strips run along the eaves, the hips and the ridge, so the general area of a main slope is a trapezoid and that of a hip end a triangle, narrowing up the slope; an array outside it meets the perimeter band",
      "BS EN 1991-1-4 Figure 7.9; roof-zones.ts hipped grouping",
    );
  }

  let best: Placement | null = null;
  if (general !== undefined) {
    for (const frame of frames) {
      for (const rectangle of candidatePlacements(frame, regions, input.widthM, input.heightM)) {
        const isInGeneralArea = isWithin(frame, general, rectangle);
        let met = regions.filter((region) => meets(frame, region, rectangle)).map((region) => region.band);
        // A hipped slope's bands describe its eaves strip and general area only: outside the general area the
        // array meets the strips along the hips and the ridge, which take the perimeter's coefficient. Elsewhere
        // a part in no band is taken as the worst local area.
        const isOutsideBands = frame.hasHips
          ? !isInGeneralArea
          : !isInGeneralArea && leavesBandsUncovered(frame, regions, rectangle);
        if (isOutsideBands) met = [...met, worstLocal];
        if (met.length === 0) met = [general];
        met = [...new Set(met)].sort((a, b) => pressurePa(b) - pressurePa(a));
        const placement = { frame, met, isInGeneralArea };
        const demand = pressurePa(met[0] as SolarWindBand);
        const bestDemand = best === null ? Number.POSITIVE_INFINITY : pressurePa(best.met[0] as SolarWindBand);
        if (demand < bestDemand || (demand === bestDemand && isInGeneralArea && best?.isInGeneralArea === false)) {
          best = placement;
        }
      }
    }
  }

  const size = `${input.widthM.toFixed(2)} m × ${input.heightM.toFixed(2)} m`;
  // Slopes of one outline need no name in the condition; a hipped roof's main slopes and hip ends do.
  const outlines = new Set(
    frames.map(({ slope }) => `${slope.eavesWidthM.toFixed(6)}|${slope.ridgeWidthM.toFixed(6)}`),
  );
  const slopesDiffer = outlines.size > 1;
  let governing: SolarWindBand;
  let condition: string;
  let placement: SolarWindCheck["placement"];
  if (general === undefined) {
    governing = worstOfAll;
    placement = "reaches-local-areas";
    condition = `The roof has no general area, so the worst area (${worstOfAll.name}) governs.`;
  } else if (best === null) {
    governing = worstOfAll;
    placement = "reaches-local-areas";
    condition = `The array (${size}) does not fit on any slope of the roof, so the worst area (${worstOfAll.name}) governs.`;
  } else if (best.isInGeneralArea) {
    governing = general;
    placement = "general-area";
    const { slope, hasHips: isHipped } = best.frame;
    const where = slopesDiffer ? ` on the ${slope.name}` : "";
    const sides = isHipped ? "hip (square to the hip on plan)" : "verge";
    const top = slope.ridgeWidthM > TOLERANCE_M ? "ridge" : "apex";
    condition =
      `Place the array${where} wholly within the general area: at least ${general.alongEavesFromM.toFixed(2)} m from each ${sides}, ` +
      `${general.upSlopeFromM.toFixed(2)} m up from the eaves and ${(slope.rafterLengthM - general.upSlopeToM).toFixed(2)} m down from the ${top}.`;
  } else {
    governing = best.met[0] as SolarWindBand;
    placement = "reaches-local-areas";
    const where = slopesDiffer ? ` on the ${best.frame.slope.name}` : "";
    const reached = best.met.filter((band) => band.kind !== "general").map((band) => band.name);
    const reaches =
      reached.length === 1
        ? `the ${governing.name}, which governs`
        : `the ${reached.join(", the ")}; the ${governing.name} governs`;
    condition = `The array (${size}) cannot fit inside the general area of any slope; placed${where} where it meets the least uplift, it reaches ${reaches}.`;
  }
  recorder.decide(`Governing area: ${governing.name}`, condition, "BS EN 1991-1-4 7.2.3–7.2.5");

  const governingPa = pressurePa(governing);
  const cpe = Math.abs(Math.min(governing.cpe1, 0));
  const working = `γQ·KFI·qp·|cpe,1| = ${γQ} × ${kfi} × ${qp.toFixed(1)} × ${cpe.toFixed(3)} = ${governingPa.toFixed(1)} Pa (${governing.name})`;
  const designPressureKpa = recorder.step({
    symbol: "p_d",
    description: `design pressure on the kit (${governing.name}), rounded up to 2 decimals for display`,
    value: roundUpForDisplay(governingPa / 1000),
    unit: "kPa",
    reference: "BS EN 1991-1-4 7.2.3–7.2.5",
    formula: "γQ·KFI·qp·|cpe,1|",
  });
  // Decided on the unrounded figures: rounding is for display only, so it can never turn a fail into a pass.
  const resistancePa = input.resistanceKpa * 1000;
  const passes = recorder.step({
    symbol: "p_d ≤ R",
    description: "design pressure within the declared resistance (unrounded)",
    value: governingPa <= resistancePa,
    unit: "",
    reference: "MCS 012; BS EN 14437",
    formula: `${governingPa.toFixed(1)} Pa ≤ ${resistancePa.toFixed(1)} Pa`,
  });

  return {
    result: {
      resistanceKpa: input.resistanceKpa,
      designPressureKpa,
      governingArea: governing.name,
      placement,
      condition,
      passes,
      working,
    },
    trace: recorder.trace,
  };
}
