/**
 * Battens, batten nails, counter battens and underlay rolls of the estimate (calculations.md §8; BS 5534 Table 5
 * horizontal laps; NBS clause 259 counter batten nails).
 */
import { EngineInputError } from "../errors.js";
import { startStep, type TracedStep } from "../trace.js";
import type { EstimateInput, EstimateLine, ProductReference, SlopeQuantities } from "./estimate.js";
import { fixingLine, packLine } from "./estimate-lines.js";
import { roundUp } from "./formula-registry.js";

/** Batten wastage: 10 % on the run of courses (calculations.md §8) [ASSUME]. */
export const BATTEN_WASTAGE_PERCENT = 10;
/**
 * Minimum horizontal laps of underlays by rafter pitch, BS 5534:2014+A2:2018 Table 5, as NHBC Standards 7.2.14
 * Table 7 gives them for unsupported underlay [MEM: the figures are recalled, not re-read]. A pitch below a
 * band's lower bound takes the band below (14.5° laps as 12.5°–14°).
 */
export const UNDERLAY_HORIZONTAL_LAPS: ReadonlyArray<{
  fromPitchDeg: number;
  unsupportedLapMm: number;
  fullySupportedLapMm: number;
}> = [
  { fromPitchDeg: 35, unsupportedLapMm: 100, fullySupportedLapMm: 75 },
  { fromPitchDeg: 15, unsupportedLapMm: 150, fullySupportedLapMm: 100 },
  { fromPitchDeg: 12.5, unsupportedLapMm: 225, fullySupportedLapMm: 150 },
];

/** The BS 5534 Table 5 horizontal lap for the pitch; below 12.5° the lowest band's lap. */
export function underlayHorizontalLapMm(pitchDeg: number, isFullySupported: boolean): number {
  const band =
    UNDERLAY_HORIZONTAL_LAPS.find((candidate) => pitchDeg >= candidate.fromPitchDeg) ??
    UNDERLAY_HORIZONTAL_LAPS[UNDERLAY_HORIZONTAL_LAPS.length - 1];
  if (band === undefined) throw new Error("no underlay lap bands");
  return isFullySupported ? band.fullySupportedLapMm : band.unsupportedLapMm;
}
/** Counterbatten nails at ≤ 300 mm centres (NBS clause 259). */
export const COUNTER_BATTEN_NAIL_CENTRES_M = 0.3;

/** The batten line and, where a batten nail is chosen, its nails at every rafter crossing. */
export function battenLines(input: EstimateInput, slopes: readonly SlopeQuantities[]): EstimateLine[] {
  const lines = [
    packLine({
      code: input.batten.code,
      description: input.batten.name,
      unit: "m",
      netQuantity: slopes.reduce((sum, slope) => sum + slope.battenLengthM, 0),
      wastagePercent: BATTEN_WASTAGE_PERCENT,
      ...(input.batten.packQuantity === undefined ? {} : { packQuantity: input.batten.packQuantity }),
      rule: `Σ courses × course width${input.tile.lapType === "double" ? " + under-eaves batten" : ""}`,
    }),
  ];
  if (input.battenNail !== undefined) {
    const battenNail = battenNailLongEnough(input.battenNail, input.battenNailMinimumLengthMm);
    lines.push(
      fixingLine(
        battenNail.product,
        slopes.reduce((sum, slope) => sum + slope.battenNails, 0),
        `one nail at every rafter crossing: Σ courses × (ceil(width / rafter centres) + 1)${battenNail.lengthRule}`,
      ),
    );
  }
  return lines;
}

/**
 * The batten nail to order: the chosen one when no length is required or it is known to be long enough, else a
 * generic nail of the required length, so a nail that cannot reach the rafter through a counter batten is never
 * ordered (NHBC 7.2.17: at least 3.35 mm).
 */
function battenNailLongEnough(
  chosen: ProductReference,
  minimumLengthMm: number | undefined,
): { product: ProductReference; lengthRule: string } {
  if (minimumLengthMm === undefined) return { product: chosen, lengthRule: "" };
  const lengthRule = `; at least ${minimumLengthMm} mm long to reach the rafter through the counter batten`;
  if (chosen.lengthMm !== undefined && chosen.lengthMm >= minimumLengthMm) return { product: chosen, lengthRule };
  return {
    product: {
      code: `BATTEN-NAIL-${minimumLengthMm}`,
      name: `Batten nail at least ${minimumLengthMm} mm long, 3.35 mm shank, zinc-coated`,
    },
    lengthRule: `${lengthRule}, in place of ${chosen.code} (${chosen.lengthMm === undefined ? "length unknown" : `${chosen.lengthMm} mm`})`,
  };
}

/** Where counter battens are chosen: one on every rafter and jack rafter, and their nails. */
export function counterBattenLines(input: EstimateInput): EstimateLine[] {
  if (input.counterBatten === undefined) return [];
  const rafterCentresM = input.rafterCentresMm / 1000;
  let length = 0;
  let nails = 0;
  for (const slope of input.slopes) {
    const widestM = Math.max(slope.eavesWidthM, slope.ridgeWidthM);
    const rafters = roundUp(widestM / rafterCentresM) + 1;
    // Jack rafters shorten linearly towards a hip, so the mean rafter of a trapezoid is its area over its
    // widest side: the full length on a rectangle, half of it on a triangular hip end.
    const meanRafterM = (slope.rafterLengthM * (slope.eavesWidthM + slope.ridgeWidthM)) / (2 * widestM);
    length += rafters * meanRafterM;
    nails += rafters * (roundUp(meanRafterM / COUNTER_BATTEN_NAIL_CENTRES_M) + 1);
  }
  return [
    packLine({
      code: input.counterBatten.code,
      description: input.counterBatten.name,
      unit: "m",
      netQuantity: length,
      wastagePercent: BATTEN_WASTAGE_PERCENT,
      rule: "one counter batten on every rafter and jack rafter: Σ slopes rafters × mean rafter length L·(B + b)/(2·max(B, b))",
    }),
    packLine({
      code: `${input.counterBatten.code}-NAILS`,
      description: `${input.counterBatten.name} fixings at ≤ 300 mm centres`,
      unit: "Off",
      netQuantity: nails,
      rule: "Σ slopes rafters × (ceil(mean rafter length / 0.3 m) + 1) (NBS 259)",
    }),
  ];
}

/** Where an underlay is chosen: its rolls, the roof area grossed up for the BS 5534 Table 5 horizontal laps. */
export function underlayLines(input: EstimateInput, roofAreaM2: number): TracedStep<EstimateLine[]> {
  const record = startStep();
  if (input.underlay === undefined) return record.done([]);
  const isSupported = input.isUnderlaySupported ?? false;
  const lapMm = underlayHorizontalLapMm(input.pitchDeg, isSupported);
  const rollWidthM = input.underlay.rollWidthM;
  // Each course of underlay runs along the eaves and laps the one below, so a roll W wide covers W − lap.
  const coveredWidthM = rollWidthM - lapMm / 1000;
  if (coveredWidthM <= 0) {
    throw new EngineInputError("underlay.rollWidthM", `must be wider than the ${lapMm} mm lap`);
  }
  const area = (roofAreaM2 * rollWidthM) / coveredWidthM;
  const rollArea = rollWidthM * input.underlay.rollLengthM;
  record.step({
    symbol: "A_underlay",
    description: `underlay area with ${lapMm} mm horizontal laps (${isSupported ? "fully supported" : "unsupported"}, ${input.pitchDeg}°)`,
    value: area,
    unit: "m²",
    reference: "BS 5534 Table 5 minimum horizontal laps",
    formula: "A_roof × W/(W − lap)",
  });
  return record.done([
    packLine({
      code: input.underlay.code,
      description: `${input.underlay.name} (${rollWidthM} × ${input.underlay.rollLengthM} m rolls)`,
      unit: "Rolls",
      netQuantity: area / rollArea,
      rule: `roof area × ${rollWidthM}/(${rollWidthM} − ${lapMm / 1000}) for ${lapMm} mm horizontal laps at ${input.pitchDeg}° (BS 5534 Table 5) / roll area ${rollArea} m²`,
    }),
  ]);
}
