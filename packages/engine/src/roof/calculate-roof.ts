/**
 * A complete roof: site wind → BS 5534 fixing specification → estimate, with one trace holding the three
 * reports as sections.
 */
import { requireFiniteFigures } from "../errors.js";
import type {
  EdgeRun,
  Estimate,
  FixingDemand,
  ManualComponent,
  ProductReference,
  RoofSlope,
  RoofSystemSelection,
  UnderlayProduct,
} from "../estimate/estimate.js";
import { calculateEstimate } from "../estimate/estimate.js";
import type { UnderlaySpecification } from "../fixing/battens-and-underlay.js";
import { type AppliedFactor, NOT_RECORDED_SOURCE_LABEL } from "../fixing/design-uplift.js";
import {
  calculateFixingSpecification,
  type FixingRoofInput,
  type FixingSpecification,
  type FixingSpecificationInput,
  type FixingStatus,
} from "../fixing/fixing-specification.js";
import { startTrace, type Traced } from "../trace.js";
import type { RoofGeometryInput } from "../wind/roof-zones.js";
import { validateRoofGeometry } from "../wind/roof-zones.js";
import { calculateSiteWind, type SiteWind, type SiteWindInput } from "../wind/site-wind.js";

export interface RoofInput
  extends RoofGeometryInput,
    Omit<FixingRoofInput, "pitchDeg" | "rafterLengthM" | "siteAltitudeM"> {}

export interface RoofProducts {
  batten?: ProductReference;
  battenNail?: ProductReference;
  tileNail?: ProductReference;
  tileClip?: ProductReference;
  counterBatten?: ProductReference;
  tilePackQuantity?: number;
}

/** The fixing specification's own choices (tile, headlap, factors, fixing options) pass through unchanged. */
export interface RoofCalculationInput extends Omit<FixingSpecificationInput, "wind" | "roof" | "underlay"> {
  site: SiteWindInput;
  roof: RoofInput;
  underlay?: UnderlaySpecification & Partial<Pick<UnderlayProduct, "rollWidthM" | "rollLengthM">>;
  products?: RoofProducts;
  systems?: readonly RoofSystemSelection[];
  manualComponents?: readonly ManualComponent[];
  /** Edge lengths as entered in the roof estimate form; omitted → derived from the building. */
  edges?: readonly EdgeRun[];
  /** Slopes as entered; omitted → derived from the building. */
  slopes?: readonly RoofSlope[];
}

export interface RoofCalculation {
  status: FixingStatus;
  /** γQ, KFI, γG and f_u as applied, with what each means and where it came from (`storedLoadFactors` reads them). */
  loadFactors: AppliedFactor[];
  wind: SiteWind;
  fixing: FixingSpecification;
  estimate: Estimate;
}

/**
 * The load factors a stored calculation applied, as it stored them: whatever prints them works nothing out again.
 * A result stored before the sources were recorded keeps its values and says its sources were not recorded.
 */
export function storedLoadFactors(result: Pick<RoofCalculation, "loadFactors">): AppliedFactor[] {
  // A stored result is JSON written by whichever version of the engine made it: `source` may be missing.
  return result.loadFactors.map((factor) =>
    factor.source === undefined ? { ...factor, source: "notRecorded", sourceLabel: NOT_RECORDED_SOURCE_LABEL } : factor,
  );
}

/** Underlay rolls when the product gives none: 1 × 50 m (calculations.md §8) [ASSUME]. */
export const DEFAULT_UNDERLAY_ROLL_WIDTH_M = 1;
export const DEFAULT_UNDERLAY_ROLL_LENGTH_M = 50;

/** Slopes and edges of a plain duopitch, monopitch or hipped roof, or a tiled wall, from the building. */
export function deriveRoofGeometry(roof: RoofGeometryInput): { slopes: RoofSlope[]; edges: EdgeRun[] } {
  const pitch = (roof.pitchDeg * Math.PI) / 180;
  const length = roof.buildingLengthM;
  if (roof.roofType === "vertical") {
    const height = roof.wallHeightM ?? roof.eavesHeightM;
    return {
      slopes: [{ name: "wall", rafterLengthM: height, eavesWidthM: length, ridgeWidthM: length }],
      edges: [
        { edge: "verticalBottomEdge", lengthM: length, runs: 1 },
        { edge: "verticalTopEdge", lengthM: length, runs: 1 },
      ],
    };
  }
  if (roof.roofType === "monopitch") {
    const rafter = roof.spanM / Math.cos(pitch);
    return {
      slopes: [{ name: "slope", rafterLengthM: rafter, eavesWidthM: length, ridgeWidthM: length }],
      edges: [
        { edge: "eave", lengthM: length, runs: 1 },
        { edge: "leftVerge", lengthM: rafter, runs: 1 },
        { edge: "rightVerge", lengthM: rafter, runs: 1 },
        { edge: "monoRidge", lengthM: length, runs: 1 },
      ],
    };
  }
  const run = roof.spanM / 2;
  const rafter = run / Math.cos(pitch);
  if (roof.roofType === "duopitch") {
    return {
      slopes: [
        { name: "front slope", rafterLengthM: rafter, eavesWidthM: length, ridgeWidthM: length },
        { name: "back slope", rafterLengthM: rafter, eavesWidthM: length, ridgeWidthM: length },
      ],
      edges: [
        { edge: "eave", lengthM: 2 * length, runs: 2 },
        { edge: "leftVerge", lengthM: 2 * rafter, runs: 2 },
        { edge: "rightVerge", lengthM: 2 * rafter, runs: 2 },
        { edge: "duoRidge", lengthM: length, runs: 1 },
      ],
    };
  }
  // Hipped, equal pitches: hip length = run·√(2 + tan²α) (calculations.md §8).
  const ridge = Math.max(length - roof.spanM, 0);
  const hip = run * Math.sqrt(2 + Math.tan(pitch) ** 2);
  const edges: EdgeRun[] = [
    { edge: "eave", lengthM: 2 * (length + roof.spanM), runs: 4 },
    { edge: "hip", lengthM: 4 * hip, runs: 4 },
  ];
  if (ridge > 0) edges.push({ edge: "duoRidge", lengthM: ridge, runs: 1 });
  return {
    slopes: [
      { name: "front slope", rafterLengthM: rafter, eavesWidthM: length, ridgeWidthM: ridge },
      { name: "back slope", rafterLengthM: rafter, eavesWidthM: length, ridgeWidthM: ridge },
      { name: "left hip end", rafterLengthM: rafter, eavesWidthM: roof.spanM, ridgeWidthM: 0 },
      { name: "right hip end", rafterLengthM: rafter, eavesWidthM: roof.spanM, ridgeWidthM: 0 },
    ],
    edges,
  };
}

/** Nails and clips per tile by area, as the fixing specification sets them (none where it refers to technical support). */
export function fixingDemandFromSpecification(specification: FixingSpecification): FixingDemand {
  const areas = [
    ...specification.localAreas,
    ...(specification.generalArea === null ? [] : [specification.generalArea]),
  ];
  return {
    courseRule: specification.courseFixingRule,
    perimeter: {
      nailsPerTile: specification.perimeter.fixing?.nailsPerTile ?? 0,
      clipsPerTile: specification.perimeter.fixing?.clipsPerTile ?? 0,
    },
    areas: areas.map((area) => ({
      name: area.name,
      planAreaM2: area.band?.planAreaM2 ?? 0,
      nailsPerTile: area.fixing?.nailsPerTile ?? 0,
      clipsPerTile: area.fixing?.clipsPerTile ?? 0,
    })),
  };
}

export function calculateRoof(input: RoofCalculationInput): Traced<RoofCalculation> {
  validateRoofGeometry(input.roof);
  const recorder = startTrace("Roof calculation", "BS EN 1991-1-4 + UK NA; BS 5534:2014+A2:2018; estimate");
  const wind = calculateSiteWind(input.site, input.roof);
  recorder.section(wind.trace);
  const derived = deriveRoofGeometry(input.roof);
  const slopes = input.slopes ?? derived.slopes;
  const edges = input.edges ?? derived.edges;
  requireFiniteFigures("slopes", slopes);
  requireFiniteFigures("edges", edges);
  const longestRafter = slopes.reduce((longest, slope) => Math.max(longest, slope.rafterLengthM), 0);
  const roof = input.roof;
  const fixing = calculateFixingSpecification({
    wind: wind.result,
    roof: {
      pitchDeg: roof.pitchDeg,
      rafterCentresMm: roof.rafterCentresMm,
      rafterLengthM: longestRafter,
      siteAltitudeM: input.site.siteAltitudeM,
      ...(roof.hasSignificantOrography === undefined ? {} : { hasSignificantOrography: roof.hasSignificantOrography }),
      ...(roof.isCeilingWellSealed === undefined ? {} : { isCeilingWellSealed: roof.isCeilingWellSealed }),
      ...(roof.isUnderlaySupported === undefined ? {} : { isUnderlaySupported: roof.isUnderlaySupported }),
      ...(roof.counterBattenDepthMm === undefined ? {} : { counterBattenDepthMm: roof.counterBattenDepthMm }),
      ...(roof.ridgeAllowanceMm === undefined ? {} : { ridgeAllowanceMm: roof.ridgeAllowanceMm }),
      ...(roof.eavesOverhangMm === undefined ? {} : { eavesOverhangMm: roof.eavesOverhangMm }),
      ...(roof.battenServiceClass === undefined ? {} : { battenServiceClass: roof.battenServiceClass }),
    },
    tile: input.tile,
    ...(input.headlapRules === undefined ? {} : { headlapRules: input.headlapRules }),
    ...(input.headlapOverrideMm === undefined ? {} : { headlapOverrideMm: input.headlapOverrideMm }),
    ...(input.windLoadFactors === undefined ? {} : { windLoadFactors: input.windLoadFactors }),
    ...(input.underlay === undefined ? {} : { underlay: input.underlay }),
    ...(input.fixingOptions === undefined ? {} : { fixingOptions: input.fixingOptions }),
  });
  recorder.section(fixing.trace);

  const products = input.products ?? {};
  const batten = fixing.result.batten;
  const estimate = calculateEstimate({
    tile: input.tile,
    slopes,
    pitchDeg: roof.pitchDeg,
    rafterCentresMm: roof.rafterCentresMm,
    edges,
    batten: products.batten ?? {
      code: `BATTEN-${batten.widthMm}X${batten.depthMm}`,
      name: `Tile batten ${batten.name}, graded to BS 5534`,
    },
    fixingDemand: fixingDemandFromSpecification(fixing.result),
    ...(input.headlapRules === undefined ? {} : { headlapRules: input.headlapRules }),
    ...(input.headlapOverrideMm === undefined ? {} : { headlapOverrideMm: input.headlapOverrideMm }),
    ...(roof.ridgeAllowanceMm === undefined ? {} : { ridgeAllowanceMm: roof.ridgeAllowanceMm }),
    ...(roof.eavesOverhangMm === undefined ? {} : { eavesOverhangMm: roof.eavesOverhangMm }),
    ...(products.tilePackQuantity === undefined ? {} : { tilePackQuantity: products.tilePackQuantity }),
    ...(products.battenNail === undefined ? {} : { battenNail: products.battenNail }),
    ...(fixing.result.counterBattens.battenNailMinimumLengthMm === null
      ? {}
      : { battenNailMinimumLengthMm: fixing.result.counterBattens.battenNailMinimumLengthMm }),
    ...(products.tileNail === undefined ? {} : { tileNail: products.tileNail }),
    ...(products.tileClip === undefined ? {} : { tileClip: products.tileClip }),
    ...(products.counterBatten === undefined || roof.counterBattenDepthMm === undefined
      ? {}
      : { counterBatten: products.counterBatten }),
    ...(roof.isUnderlaySupported === undefined ? {} : { isUnderlaySupported: roof.isUnderlaySupported }),
    ...(input.underlay === undefined
      ? {}
      : {
          underlay: {
            code: input.underlay.code,
            name: input.underlay.name,
            rollWidthM: input.underlay.rollWidthM ?? DEFAULT_UNDERLAY_ROLL_WIDTH_M,
            rollLengthM: input.underlay.rollLengthM ?? DEFAULT_UNDERLAY_ROLL_LENGTH_M,
          },
        }),
    ...(input.systems === undefined ? {} : { systems: input.systems }),
    ...(input.manualComponents === undefined ? {} : { manualComponents: input.manualComponents }),
  });
  recorder.section(estimate.trace);
  const { verdict } = fixing.result;
  recorder.decide(
    verdict.verdict === "complete" ? "fixing specification complete" : verdict.verdict,
    verdict.summary,
    "BS 5534",
  );
  const result: RoofCalculation = {
    status: fixing.result.status,
    loadFactors: fixing.result.appliedFactors,
    wind: wind.result,
    fixing: fixing.result,
    estimate: estimate.result,
  };
  for (const [field, figures] of Object.entries(result)) requireFiniteFigures(field, figures);
  return { result, trace: recorder.trace };
}
