/**
 * Whether an in-roof array fits the roof it is designed for: with its flashings round it and the tile courses the
 * kit needs above and below, it must lie within one of the roof's slopes (slope-outline.ts). Up the slope the
 * array, its top and bottom flashings and those courses must fit in the rafter length; across it the array and
 * its side flashings must fit the slope's width where the outline sits, which narrows towards the ridge on a
 * hipped roof.
 */

import { EngineInputError, requireNonNegative, requirePositive } from "../errors.js";
import type { RoofSlope } from "../estimate/estimate.js";
import { startTrace, type Traced } from "../trace.js";
import { slopeWidthAtM } from "./slope-outline.js";

/**
 * [ASSUME] What an in-roof kit takes round its panels. No maker's installation figures were read
 * (catalogue-sources.md, "Known gaps"); the side flashing follows the tray system's ≥ 150 mm side overlap onto
 * the tiles (catalogue.md §4.2), and the top and bottom flashings are given the same 150 mm. The kit's top
 * flashing needs a full course of tiles over it below the ridge, and its bottom apron needs the eaves course and
 * one full course to dress onto. Replace with the maker's figures when a kit declares them.
 */
export const IN_ROOF_KIT_MARGINS = {
  sideFlashingMm: 150,
  topFlashingMm: 150,
  bottomFlashingMm: 150,
  tileCoursesAbove: 1,
  tileCoursesBelow: 2,
} as const;

export interface SolarRoofFitInput {
  /** The panels' size (the layout's `heightMm`, `widthMm`), m. */
  heightM: number;
  widthM: number;
  slopes: readonly RoofSlope[];
  /** Batten gauge of the roof, m: one tile course up the slope. */
  gaugeM: number;
}

export interface SolarRoofFitShortfall {
  /** "height": too tall for every rafter; "width": too wide for every slope tall enough to take it. */
  dimension: "height" | "width";
  neededM: number;
  availableM: number;
}

export interface SolarRoofFit {
  fits: boolean;
  /** The first slope, in the roof's order, the array fits on; null when it fits on none. */
  slopeName: string | null;
  /** Up the slope: the array, its top and bottom flashings and the tile courses above and below it. */
  neededHeightM: number;
  /** Across the slope: the array and its two side flashings. */
  neededWidthM: number;
  shortfall: SolarRoofFitShortfall | null;
}

const TOLERANCE_M = 1e-9;

/**
 * The widest the slope offers an outline `heightM` tall between `lowestM` and `highestM` up the slope (its bottom
 * edge's range): the slope's width is linear in the height, so the outline is best at one end of its range.
 */
function widthAvailableM(slope: RoofSlope, lowestM: number, highestM: number, heightM: number): number {
  const narrowestAt = (bottomM: number) =>
    Math.min(slopeWidthAtM(slope, bottomM), slopeWidthAtM(slope, bottomM + heightM));
  return Math.max(narrowestAt(lowestM), narrowestAt(highestM));
}

export function fitSolarArrayOnRoof(input: SolarRoofFitInput): Traced<SolarRoofFit> {
  requireNonNegative("heightM", input.heightM);
  requireNonNegative("widthM", input.widthM);
  requirePositive("gaugeM", input.gaugeM);
  if (input.slopes.length === 0) throw new EngineInputError("slopes", "must list at least one slope");
  for (const [index, slope] of input.slopes.entries()) {
    requirePositive(`slopes[${index}].rafterLengthM`, slope.rafterLengthM);
    requirePositive(`slopes[${index}].eavesWidthM`, slope.eavesWidthM);
    requireNonNegative(`slopes[${index}].ridgeWidthM`, slope.ridgeWidthM);
  }
  const margins = IN_ROOF_KIT_MARGINS;
  const recorder = startTrace(
    "In-roof solar array on the roof's slopes",
    "in-roof kit installation margins; BS 5534 setting out",
  );
  recorder.input("array height", input.heightM, "m");
  recorder.input("array width", input.widthM, "m");
  recorder.input("batten gauge", input.gaugeM, "m");
  recorder.decide(
    "Assumed kit margins",
    `${margins.sideFlashingMm} mm of side flashing each side, ${margins.topFlashingMm} mm of top and ${margins.bottomFlashingMm} mm of bottom flashing, ${margins.tileCoursesAbove} full tile course above and ${margins.tileCoursesBelow} below (the eaves course and one more): no maker's figures were read`,
    "in-roof kit installation margins; BS 5534 setting out",
  );

  const outlineHeightM = input.heightM + (margins.topFlashingMm + margins.bottomFlashingMm) / 1000;
  const belowM = margins.tileCoursesBelow * input.gaugeM;
  const aboveM = margins.tileCoursesAbove * input.gaugeM;
  const neededHeightM = recorder.step({
    symbol: "H_needed",
    description: "up the slope: array, top and bottom flashings, tile courses above and below",
    value: outlineHeightM + belowM + aboveM,
    unit: "m",
    reference: "in-roof kit installation margins",
    formula: `${input.heightM} + ${(margins.topFlashingMm + margins.bottomFlashingMm) / 1000} + (${margins.tileCoursesAbove} + ${margins.tileCoursesBelow}) × ${input.gaugeM}`,
  });
  const neededWidthM = recorder.step({
    symbol: "W_needed",
    description: "across the slope: array and two side flashings",
    value: input.widthM + (2 * margins.sideFlashingMm) / 1000,
    unit: "m",
    reference: "in-roof kit installation margins",
    formula: `${input.widthM} + 2 × ${margins.sideFlashingMm / 1000}`,
  });

  let slopeName: string | null = null;
  let widestTallEnoughM: number | null = null;
  for (const slope of input.slopes) {
    if (neededHeightM > slope.rafterLengthM + TOLERANCE_M) continue;
    const availableM = widthAvailableM(slope, belowM, slope.rafterLengthM - aboveM - outlineHeightM, outlineHeightM);
    recorder.step({
      symbol: `W(${slope.name})`,
      description: `width of the ${slope.name} the outline can sit in`,
      value: availableM,
      unit: "m",
      reference: "slope geometry",
    });
    widestTallEnoughM = Math.max(widestTallEnoughM ?? 0, availableM);
    if (neededWidthM <= availableM + TOLERANCE_M) {
      slopeName = slope.name;
      break;
    }
  }

  let shortfall: SolarRoofFitShortfall | null = null;
  if (slopeName === null) {
    shortfall =
      widestTallEnoughM === null
        ? {
            dimension: "height",
            neededM: neededHeightM,
            availableM: Math.max(...input.slopes.map((slope) => slope.rafterLengthM)),
          }
        : { dimension: "width", neededM: neededWidthM, availableM: widestTallEnoughM };
  }
  recorder.decide(
    slopeName === null
      ? `The array does not fit the roof (${shortfall?.dimension})`
      : `The array fits the ${slopeName}`,
    slopeName === null
      ? `it needs ${shortfall?.neededM.toFixed(2)} m where the roof offers ${shortfall?.availableM.toFixed(2)} m`
      : "set with its bottom edge over the tile courses below, where the slope is widest for it",
    "slope geometry",
  );
  return {
    result: { fits: slopeName !== null, slopeName, neededHeightM, neededWidthM, shortfall },
    trace: recorder.trace,
  };
}

/** The roof as the designer and the API hold it for the fit: its slopes and its batten gauge in mm. */
export interface SolarRoofShapeInput {
  slopes: readonly RoofSlope[];
  battenGaugeMm: number;
}

/** What a laid-out array lacks to fit the roof; null when it fits, or has no panels to place. */
export function roofShortfallOfLayout(
  layout: { panelCount: number; heightMm: number; widthMm: number },
  roof: SolarRoofShapeInput,
): SolarRoofFitShortfall | null {
  if (layout.panelCount === 0 || roof.slopes.length === 0) return null;
  return fitSolarArrayOnRoof({
    heightM: layout.heightMm / 1000,
    widthM: layout.widthMm / 1000,
    slopes: roof.slopes,
    gaugeM: roof.battenGaugeMm / 1000,
  }).result.shortfall;
}
