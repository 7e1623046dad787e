/**
 * Bill of quantities for one roof (calculations.md §8): courses and gauge, tiles, battens and batten
 * nails, underlay, counter battens, tile fixings from the fixing specification, each edge's roof-system
 * components through the formula registry, manual components, wastage and rounding up to packs. Every
 * line says which rule produced it.
 */
import { EngineInputError, requireInRange, requireNonNegative, requirePositive } from "../errors.js";
import type { CourseSettingOut, HeadlapRule } from "../fixing/gauge-and-headlap.js";
import { type TileSpecification, validateTileSpecification } from "../fixing/tile-specification.js";
import { type EntryRecorder, startTrace, type Traced } from "../trace.js";
import { battenLines, counterBattenLines, underlayLines } from "./batten-and-underlay-lines.js";
import {
  battenMetresPerSquareMetre,
  headlapForLongestRafter,
  setOutSlopes,
  takeOffTiles,
  tileLines,
} from "./courses-and-tiles.js";
import { gatherEdges } from "./edges.js";
import { manualLines, systemLines } from "./system-lines.js";
import { countPerimeterTiles, ridgeAndHipFixingLines, tileFixingLines } from "./tile-fixing-lines.js";

export {
  BATTEN_WASTAGE_PERCENT,
  COUNTER_BATTEN_NAIL_CENTRES_M,
  UNDERLAY_HORIZONTAL_LAPS,
  underlayHorizontalLapMm,
} from "./batten-and-underlay-lines.js";
export {
  BATTEN_NAILS_PER_CROSSING,
  battenMetresPerSquareMetre,
  CUT_TILES_PER_COURSE_PER_SIDE,
  DEFAULT_TILE_WASTAGE_PERCENT,
  tilesPerSquareMetre,
} from "./courses-and-tiles.js";
export { coursesAlongEdge, EDGES_UP_THE_SLOPE } from "./edges.js";
export { packsToOrder } from "./estimate-lines.js";
export { MECHANICALLY_FIXED_EDGES } from "./tile-fixing-lines.js";

/** Edge keys of the roof editor (spec 03 §3.2 roof estimate). */
export type EdgeKey =
  | "eave"
  | "leftVerge"
  | "rightVerge"
  | "hip"
  | "valley"
  | "duoRidge"
  | "monoRidge"
  | "lhAbutment"
  | "rhAbutment"
  | "topAbutment"
  | "bondingGutter"
  | "verticalBottomEdge"
  | "verticalTopEdge"
  | "verticalExternalAngle"
  | "verticalInteriorAngle"
  | "verticalJunctionWithVerge"
  | "verticalSideAbutment";

export type EstimateUnit = "m" | "Off" | "Pack" | "Packs" | "Rolls";

/** One roof slope as a trapezoid: eaves width, ridge width (= eaves for a rectangle, 0 for a hip end). */
export interface RoofSlope {
  name: string;
  rafterLengthM: number;
  eavesWidthM: number;
  ridgeWidthM: number;
}

export interface EdgeRun {
  edge: EdgeKey;
  lengthM: number;
  /** Separate runs of this edge (4 verges on a duopitch roof); omitted → 1, as the roof form gives lengths only. */
  runs?: number;
}

export interface SystemComponent {
  code: string;
  name: string;
  number: number;
  per: number;
  unit: EstimateUnit;
  formulaId: number;
  packQuantity?: number;
  addedWastagePercent?: number;
  roundUp?: boolean;
  /**
   * An end cap (catalogue sub type "End cap"). A verge system's end cap closes the ridge end at the verge's top, so
   * where a verge system has one a ridge system's end caps are not counted again (`isRidgeEndClosedByVerge`).
   */
  isEndCap?: boolean;
}

export interface RoofSystemSelection {
  edge: EdgeKey;
  systemName: string;
  /** The catalogue's id of the system, carried to its lines so each line stays under the system that made it. */
  systemId?: number;
  components: readonly SystemComponent[];
}

export interface ManualComponent {
  code: string;
  name: string;
  unit: EstimateUnit;
  quantity: number;
  packQuantity?: number;
  addedWastagePercent?: number;
}

export interface ProductReference {
  code: string;
  name: string;
  packQuantity?: number;
  /** A nail's length, where known: a batten nail through counter battens is checked against it. */
  lengthMm?: number;
}

export interface UnderlayProduct extends ProductReference {
  rollWidthM: number;
  rollLengthM: number;
}

/** Nails and clips per tile by area, from the fixing specification. */
export interface FixingDemand {
  /** A minimum rule that nails every tile of every Nth course (plain tiles below 60°). */
  courseRule?: { nailsPerTile: number; everyNthCourse: number; description: string } | null;
  perimeter: { nailsPerTile: number; clipsPerTile: number };
  areas: ReadonlyArray<{ name: string; planAreaM2: number; nailsPerTile: number; clipsPerTile: number }>;
}

export interface EstimateInput {
  tile: TileSpecification;
  tilePackQuantity?: number;
  slopes: readonly RoofSlope[];
  pitchDeg: number;
  rafterCentresMm: number;
  headlapRules?: readonly HeadlapRule[];
  headlapOverrideMm?: number;
  ridgeAllowanceMm?: number;
  eavesOverhangMm?: number;
  edges: readonly EdgeRun[];
  systems?: readonly RoofSystemSelection[];
  manualComponents?: readonly ManualComponent[];
  batten: ProductReference;
  battenNail?: ProductReference;
  /**
   * With counter battens, the length a batten nail needs to reach the rafter (`CounterBattens`); a batten nail
   * shorter than it, or of unknown length, is ordered as a generic nail of this length instead.
   */
  battenNailMinimumLengthMm?: number;
  underlay?: UnderlayProduct;
  /** Underlay fully supported (on boards or sarking): it takes the smaller BS 5534 laps. Omitted → unsupported. */
  isUnderlaySupported?: boolean;
  counterBatten?: ProductReference;
  tileNail?: ProductReference;
  tileClip?: ProductReference;
  fixingDemand?: FixingDemand;
}

/** The edge and roof system a line was counted for. */
export interface EstimateLineSystem {
  edge: EdgeKey;
  systemName: string;
  systemId?: number;
}

export interface EstimateLine {
  code: string;
  description: string;
  unit: EstimateUnit;
  /** Quantity to order: net quantity plus wastage, rounded up to whole units and packs. */
  quantity: number;
  netQuantity: number;
  wastagePercent: number;
  packQuantity: number | null;
  /** Whole packs to order (`packsToOrder`); null where the item is sold singly. */
  packs: number | null;
  rule: string;
  /**
   * The system that produced the line; absent on the covering's own lines (tiles, battens, fixings, underlay), on
   * manual components, and on lines stored before lines said which system made them.
   */
  system?: EstimateLineSystem;
  /** True for a component the user added by hand (absent on lines stored before lines said so). */
  isManual?: boolean;
}

export interface SlopeQuantities {
  name: string;
  settingOut: CourseSettingOut;
  tilesPerCourse: number[];
  tiles: number;
  battenLengthM: number;
  battenNails: number;
  areaM2: number;
}

export interface Estimate {
  headlapMm: number;
  maximumGaugeMm: number;
  tilesPerSquareMetre: number;
  battenMetresPerSquareMetre: number;
  roofAreaM2: number;
  totalTiles: number;
  perimeterTiles: number;
  slopes: SlopeQuantities[];
  lines: EstimateLine[];
}

export function validateEstimateInput(input: EstimateInput): void {
  validateTileSpecification(input.tile);
  requireInRange("pitchDeg", input.pitchDeg, 12.5, 90);
  requirePositive("rafterCentresMm", input.rafterCentresMm);
  if (input.slopes.length === 0) throw new EngineInputError("slopes", "at least one slope is required");
  for (const [index, slope] of input.slopes.entries()) {
    requirePositive(`slopes[${index}].rafterLengthM`, slope.rafterLengthM);
    requirePositive(`slopes[${index}].eavesWidthM`, slope.eavesWidthM);
    requireNonNegative(`slopes[${index}].ridgeWidthM`, slope.ridgeWidthM);
  }
  for (const [index, edge] of input.edges.entries()) {
    requireNonNegative(`edges[${index}].lengthM`, edge.lengthM);
    requireNonNegative(`edges[${index}].runs`, edge.runs ?? 1);
  }
  for (const [index, component] of (input.manualComponents ?? []).entries()) {
    requireNonNegative(`manualComponents[${index}].quantity`, component.quantity);
  }
  if (input.underlay !== undefined) {
    requirePositive("underlay.rollWidthM", input.underlay.rollWidthM);
    requirePositive("underlay.rollLengthM", input.underlay.rollLengthM);
  }
}

/**
 * The bill of quantities, step by step: setting out (headlap, each slope's courses, the tiles with the cut
 * allowance), then the lines in the order they print: tiles, battens and their nails, counter battens, underlay,
 * tile fixings, the mechanical fixing of uncovered ridges and hips, roof systems, manual components.
 */
export function calculateEstimate(input: EstimateInput): Traced<Estimate> {
  validateEstimateInput(input);
  const recorder = startTrace("Estimate (bill of quantities)", "quantity take-off to BS 5534 setting out");
  recordInputs(recorder, input);

  const headlap = recorder.include(headlapForLongestRafter(input));
  const slopes = recorder.include(setOutSlopes(input, headlap));
  const edgesByKey = gatherEdges(input.edges);
  const takeOff = recorder.include(takeOffTiles(input.tile, slopes, edgesByKey, headlap));

  const lines = [
    ...tileLines(input, slopes, edgesByKey, takeOff),
    ...battenLines(input, slopes),
    ...counterBattenLines(input),
    ...recorder.include(underlayLines(input, takeOff.roofAreaM2)),
  ];
  const perimeterTiles = recorder.include(countPerimeterTiles(slopes, edgesByKey, takeOff));
  lines.push(
    ...recorder.include(tileFixingLines(input, slopes, edgesByKey, takeOff, perimeterTiles)),
    ...ridgeAndHipFixingLines(input, edgesByKey),
    ...recorder.include(systemLines(input, edgesByKey, takeOff)),
    ...manualLines(input),
  );
  recordLines(recorder, lines);

  return {
    result: {
      headlapMm: headlap.headlapMm,
      maximumGaugeMm: headlap.maximumGaugeMm,
      tilesPerSquareMetre: takeOff.tilesPerSquareMetre,
      battenMetresPerSquareMetre: battenMetresPerSquareMetre(takeOff.gaugeMm),
      roofAreaM2: takeOff.roofAreaM2,
      totalTiles: takeOff.netTiles,
      perimeterTiles,
      slopes,
      lines,
    },
    trace: recorder.trace,
  };
}

function recordInputs(recorder: EntryRecorder, input: EstimateInput): void {
  recorder.input("tile", `${input.tile.name} (${input.tile.code})`, "");
  recorder.input("tile length L", input.tile.lengthMm, "mm");
  recorder.input("cover width", input.tile.coverWidthMm, "mm");
  recorder.input("rafter centres", input.rafterCentresMm, "mm");
}

/** Every line with its quantity and the rule that made it, so the trace ends with the bill of quantities. */
function recordLines(recorder: EntryRecorder, lines: readonly EstimateLine[]): void {
  for (const line of lines) {
    recorder.decide(
      `${line.code}: ${line.quantity} ${line.unit}`,
      `${line.rule} (net ${Number(line.netQuantity.toFixed(3))})`,
      "estimate",
    );
  }
}
