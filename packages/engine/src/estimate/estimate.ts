/**
 * Bill of quantities for one roof (calculations.md §8): courses and gauge, tiles, battens and batten
 * nails, underlay, counter battens, tile fixings from the fixing specification, each edge's roof-system
 * components through the formula registry, manual components, wastage and rounding up to packs. Every
 * line says which rule produced it.
 */
import { EngineInputError, requireInRange, requireNonNegative, requirePositive } from "../errors.js";
import { type CourseSettingOut, type HeadlapRule, selectHeadlap, setOutCourses } from "../fixing/gauge-and-headlap.js";
import { type TileSpecification, validateTileSpecification } from "../fixing/tile-specification.js";
import { startTrace, type Traced } from "../trace.js";
import { type EdgeQuantityContext, findQuantityFormula, roundUp } from "./formula-registry.js";

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

/** Tile wastage when the tile gives no AddedWastage: 5 % (calculations.md §8) [ASSUME]. */
export const DEFAULT_TILE_WASTAGE_PERCENT = 5;
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
/** Batten nails: one at every rafter crossing (BS 5534: nail battens to each rafter). */
export const BATTEN_NAILS_PER_CROSSING = 1;
/** Counterbatten nails at ≤ 300 mm centres (NBS clause 259). */
export const COUNTER_BATTEN_NAIL_CENTRES_M = 0.3;
/** Edges whose ridge or hip tiles BS 5534 requires to be mechanically fixed. */
export const MECHANICALLY_FIXED_EDGES: readonly EdgeKey[] = ["duoRidge", "monoRidge", "hip"];
/** Cut tiles at hips and valleys: one extra tile per course on each side of each run [ASSUME]. */
export const CUT_TILES_PER_COURSE_PER_SIDE = 1;
/**
 * Edges that run up the slope from eaves to ridge (or up the wall of vertical tiling): a run passes one course per
 * gauge of its length. A hip or valley crosses every course of its slope whatever its length.
 */
export const EDGES_UP_THE_SLOPE: readonly EdgeKey[] = [
  "leftVerge",
  "rightVerge",
  "lhAbutment",
  "rhAbutment",
  "bondingGutter",
  "verticalExternalAngle",
  "verticalInteriorAngle",
  "verticalJunctionWithVerge",
  "verticalSideAbutment",
];
/** Ridges whose ends a verge system's end cap closes at the gable. */
const RIDGE_EDGES: readonly EdgeKey[] = ["duoRidge", "monoRidge"];
const VERGE_EDGES: readonly EdgeKey[] = ["leftVerge", "rightVerge"];

/**
 * The courses an edge's runs pass, Σ over its runs. A run up the slope passes ceil(run length / gauge) courses,
 * never more than the slope has (soakers: one per course of the abutment, BS 5534 and the Lead Sheet Association's
 * practice; dry verge units: one per course); a hip or valley, and any other edge, counts every course of its slope.
 */
export function coursesAlongEdge(edge: Required<EdgeRun>, gaugeM: number, coursesPerSlope: number): number {
  return edge.runs * coursesPassedByRun(edge, gaugeM, coursesPerSlope);
}

function coursesPassedByRun(edge: Required<EdgeRun>, gaugeM: number, coursesPerSlope: number): number {
  if (!EDGES_UP_THE_SLOPE.includes(edge.edge)) return coursesPerSlope;
  const runLengthM = edge.runs > 0 ? edge.lengthM / edge.runs : 0;
  return Math.min(roundUp(runLengthM / gaugeM), coursesPerSlope);
}

/**
 * Tiles-and-a-half (slates-and-a-half) of a double-lap covering: plain tiles and slates are laid half-bond, so at a
 * verge every other course ends in a half tile, which is laid as a tile-and-a-half in place of a tile and the half
 * (tile-and-a-half "to alternate courses" at verges; Rooftile Association glossary: it keeps the broken bond at
 * verges). So each verge run takes ceil(courses it passes / 2), each replacing one tile of the course count.
 */
function tilesAndAHalfAtVerges(
  edgesByKey: ReadonlyMap<EdgeKey, Required<EdgeRun>>,
  gaugeM: number,
  coursesPerSlope: number,
): number {
  return VERGE_EDGES.reduce((sum, key) => {
    const verge = edgesByKey.get(key);
    if (verge === undefined) return sum;
    return sum + verge.runs * roundUp(coursesPassedByRun(verge, gaugeM, coursesPerSlope) / 2);
  }, 0);
}

/**
 * Whether a ridge system's end cap is left out because a verge system caps the ridge ends: on a gable the verge's
 * ridge end cap closes the ridge end it meets, so counting the ridge's own end caps too orders each end twice.
 */
function isRidgeEndClosedByVerge(
  system: RoofSystemSelection,
  component: SystemComponent,
  systems: readonly RoofSystemSelection[],
  edgesByKey: ReadonlyMap<EdgeKey, Required<EdgeRun>>,
): boolean {
  if (component.isEndCap !== true || !RIDGE_EDGES.includes(system.edge)) return false;
  return systems.some(
    (verge) =>
      VERGE_EDGES.includes(verge.edge) &&
      (edgesByKey.get(verge.edge)?.lengthM ?? 0) > 0 &&
      verge.components.some((candidate) => candidate.isEndCap === true),
  );
}

/** Tiles per m² = 1/(cover width × gauge). */
export function tilesPerSquareMetre(coverWidthMm: number, gaugeMm: number): number {
  return 1e6 / (coverWidthMm * gaugeMm);
}

/** Batten run per m² of roof = 1/gauge. */
export function battenMetresPerSquareMetre(gaugeMm: number): number {
  return 1000 / gaugeMm;
}

/** Units whose quantity already counts packs (such lines are rounded up to whole packs when counted). */
const PACK_UNITS: ReadonlySet<string> = new Set(["Pack", "Packs"]);

/**
 * Whole packs to order for a line: the quantity itself where the line already counts packs, else the packs that
 * cover the quantity; null where the item is sold singly. The one rule the stored lines, a staff edit of a
 * line and a document's totals across roofs all use.
 */
export function packsToOrder(line: { quantity: number; packQuantity: number | null; unit: string }): number | null {
  if (line.packQuantity === null || !(line.packQuantity > 0)) return null;
  if (PACK_UNITS.has(line.unit)) return Math.ceil(line.quantity);
  // The tolerance keeps a quantity already rounded to whole packs (4.8 × 80 = 383.99999…) at its own count.
  return Math.ceil(line.quantity / line.packQuantity - 1e-9);
}

function packLine(options: {
  code: string;
  description: string;
  unit: EstimateUnit;
  netQuantity: number;
  wastagePercent?: number;
  packQuantity?: number;
  roundUp?: boolean;
  rule: string;
}): EstimateLine {
  const wastage = options.wastagePercent ?? 0;
  const gross = options.netQuantity * (1 + wastage / 100);
  const pack = options.packQuantity !== undefined && options.packQuantity > 0 ? options.packQuantity : null;
  let quantity: number;
  let rule = options.rule;
  if (options.roundUp === false) {
    quantity = Math.round(gross * 100) / 100;
  } else if ((options.unit === "Pack" || options.unit === "Packs") && pack !== null) {
    quantity = roundUp(gross / pack);
    rule += `; ${pack} per pack`;
  } else {
    quantity = roundUp(gross);
    if (pack !== null) {
      quantity = roundUp(quantity / pack) * pack;
      rule += `; rounded up to packs of ${pack}`;
    }
  }
  if (wastage > 0) rule += `; + ${wastage} % wastage`;
  return {
    code: options.code,
    description: options.description,
    unit: options.unit,
    quantity,
    netQuantity: options.netQuantity,
    wastagePercent: wastage,
    packQuantity: pack,
    packs: packsToOrder({ quantity, packQuantity: pack, unit: options.unit }),
    rule,
  };
}

/** A fixing counted one by one: ordered in packs where the product comes in packs, else each ("Off"). */
function fixingLine(product: ProductReference, netQuantity: number, rule: string): EstimateLine {
  return packLine({
    code: product.code,
    description: product.name,
    unit: product.packQuantity === undefined ? "Off" : "Packs",
    netQuantity,
    ...(product.packQuantity === undefined ? {} : { packQuantity: product.packQuantity }),
    rule,
  });
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

export function calculateEstimate(input: EstimateInput): Traced<Estimate> {
  validateEstimateInput(input);
  const tile = input.tile;
  const recorder = startTrace("Estimate (bill of quantities)", "quantity take-off to BS 5534 setting out");
  recorder.input("tile", `${tile.name} (${tile.code})`, "");
  recorder.input("tile length L", tile.lengthMm, "mm");
  recorder.input("cover width", tile.coverWidthMm, "mm");
  recorder.input("rafter centres", input.rafterCentresMm, "mm");

  const longestRafter = input.slopes.reduce((longest, slope) => Math.max(longest, slope.rafterLengthM), 0);
  const headlap = selectHeadlap({
    tile,
    pitchDeg: input.pitchDeg,
    rafterLengthM: longestRafter,
    ...(input.headlapRules === undefined ? {} : { headlapRules: input.headlapRules }),
    ...(input.headlapOverrideMm === undefined ? {} : { headlapOverrideMm: input.headlapOverrideMm }),
  });
  recorder.step({
    symbol: "g_max",
    description: `maximum gauge at headlap ${headlap.headlapMm} mm (${headlap.source})`,
    value: headlap.maximumGaugeMm,
    unit: "mm",
    reference: "BS 5534; headlap rules",
    formula: tile.lapType === "single" ? "L − headlap" : "(L − headlap)/2",
  });

  const coverWidthM = tile.coverWidthMm / 1000;
  const rafterCentresM = input.rafterCentresMm / 1000;
  const isDoubleLap = tile.lapType === "double";
  const slopes: SlopeQuantities[] = input.slopes.map((slope) => {
    const settingOut = setOutCourses({
      tile,
      rafterLengthM: slope.rafterLengthM,
      maximumGaugeMm: headlap.maximumGaugeMm,
      minimumGaugeMm: headlap.minimumGaugeMm,
      ...(input.ridgeAllowanceMm === undefined ? {} : { ridgeAllowanceMm: input.ridgeAllowanceMm }),
      ...(input.eavesOverhangMm === undefined ? {} : { eavesOverhangMm: input.eavesOverhangMm }),
    });
    if (settingOut.problem !== null) {
      recorder.decide(`${slope.name}: cannot be set out`, settingOut.problem, "BS 5534 setting out");
    }
    const gaugeM = settingOut.gaugeMm / 1000;
    const tilesPerCourse: number[] = [];
    let battenLength = 0;
    let battenNails = 0;
    for (let course = 0; course < settingOut.courses; course++) {
      const fraction = Math.min((course * gaugeM) / slope.rafterLengthM, 1);
      const width = slope.eavesWidthM - (slope.eavesWidthM - slope.ridgeWidthM) * fraction;
      tilesPerCourse.push(roundUp(width / coverWidthM));
      battenLength += width;
      battenNails += (roundUp(width / rafterCentresM) + 1) * BATTEN_NAILS_PER_CROSSING;
    }
    if (isDoubleLap) {
      // Plain tiles and slates: an under-eaves batten and an eaves course and a top course of short tiles.
      battenLength += slope.eavesWidthM;
      battenNails += roundUp(slope.eavesWidthM / rafterCentresM) + 1;
      tilesPerCourse.push(tilesPerCourse[0] ?? 0, tilesPerCourse[tilesPerCourse.length - 1] ?? 0);
    }
    const tiles = tilesPerCourse.reduce((sum, count) => sum + count, 0);
    const areaM2 = ((slope.eavesWidthM + slope.ridgeWidthM) / 2) * slope.rafterLengthM;
    recorder.step({
      symbol: `n (${slope.name})`,
      description: `courses at gauge ${Number(settingOut.gaugeMm.toFixed(1))} mm (D = ${Number(settingOut.settingOutLengthMm.toFixed(0))} mm, headlap ${Number(settingOut.headlapInUseMm.toFixed(1))} mm)`,
      value: settingOut.courses,
      unit: "courses",
      reference: "quantity take-off to BS 5534 setting out",
      formula: "ceil(D/g_max) + 1; D = Ls + overhang − ridge allowance − L_h (hanging length)",
    });
    recorder.step({
      symbol: `tiles (${slope.name})`,
      description: `Σ ceil(course width / cover width) over ${tilesPerCourse.length} courses`,
      value: tiles,
      unit: "tiles",
      reference: "quantity take-off to BS 5534 setting out",
    });
    return {
      name: slope.name,
      settingOut,
      tilesPerCourse,
      tiles,
      battenLengthM: battenLength,
      battenNails: battenNails,
      areaM2,
    };
  });

  const edgesByKey = new Map<EdgeKey, Required<EdgeRun>>();
  for (const edge of input.edges) {
    const existing = edgesByKey.get(edge.edge);
    const runs = edge.lengthM > 0 ? (edge.runs ?? 1) : 0;
    edgesByKey.set(
      edge.edge,
      existing === undefined
        ? { edge: edge.edge, lengthM: edge.lengthM, runs }
        : { edge: edge.edge, lengthM: existing.lengthM + edge.lengthM, runs: existing.runs + runs },
    );
  }
  const coursesPerSlope = slopes.reduce((most, slope) => Math.max(most, slope.settingOut.courses), 0);
  const runsOf = (...keys: EdgeKey[]) => keys.reduce((sum, key) => sum + (edgesByKey.get(key)?.runs ?? 0), 0);
  const cutRuns = runsOf("hip", "valley");
  const cutTiles = cutRuns * 2 * CUT_TILES_PER_COURSE_PER_SIDE * coursesPerSlope;
  if (cutTiles > 0) {
    recorder.step({
      symbol: "cut allowance",
      description: "one tile per course each side of every hip and valley run",
      value: cutTiles,
      unit: "tiles",
      reference: "cut-tile allowance (assumed)",
    });
  }
  const netTiles = slopes.reduce((sum, slope) => sum + slope.tiles, 0) + cutTiles;
  const roofArea = slopes.reduce((sum, slope) => sum + slope.areaM2, 0);
  const firstGauge = slopes[0]?.settingOut.gaugeMm ?? headlap.maximumGaugeMm;
  const perSquareMetre = recorder.step({
    symbol: "tiles/m²",
    description: "tiles per square metre at the gauge in use",
    value: tilesPerSquareMetre(tile.coverWidthMm, firstGauge),
    unit: "1/m²",
    reference: "quantity take-off to BS 5534 setting out",
    formula: "1/(cover width × gauge)",
  });
  recorder.step({
    symbol: "A_roof",
    description: "roof area on the slope",
    value: roofArea,
    unit: "m²",
    reference: "geometry",
  });

  const lines: EstimateLine[] = [];
  const tileWastagePercent = tile.addedWastagePercent ?? DEFAULT_TILE_WASTAGE_PERCENT;
  const tilePack = input.tilePackQuantity === undefined ? {} : { packQuantity: input.tilePackQuantity };
  // Double-lap coverings: the eaves and top courses are short tiles, and the verges take tiles-and-a-half; both
  // are other products than the tile, so they are ordered on their own lines and taken off the tile's count.
  const shortCourseTiles = isDoubleLap
    ? slopes.reduce(
        (sum, slope) =>
          sum +
          (slope.tilesPerCourse[slope.settingOut.courses] ?? 0) +
          (slope.tilesPerCourse[slope.settingOut.courses + 1] ?? 0),
        0,
      )
    : 0;
  const tilesAndAHalf = isDoubleLap ? tilesAndAHalfAtVerges(edgesByKey, firstGauge / 1000, coursesPerSlope) : 0;
  const piece =
    tile.coveringType === "naturalSlate" || tile.coveringType === "fibreCementOrConcreteSlate" ? "slate" : "tile";
  lines.push(
    packLine({
      code: tile.code,
      description: tile.name,
      unit: "Off",
      netQuantity: netTiles - shortCourseTiles - tilesAndAHalf,
      wastagePercent: tileWastagePercent,
      ...tilePack,
      rule: `Σ slopes Σ courses ceil(course width / cover width) + cut allowance${isDoubleLap ? `; less the short eaves and top courses and the ${piece}s-and-a-half at verges, ordered on their own lines` : ""}`,
    }),
  );
  if (shortCourseTiles > 0) {
    lines.push(
      packLine({
        code: `${tile.code}-EAVES-TOP`,
        description: `Eaves and top course ${piece}s (short ${piece}s) for ${tile.name}`,
        unit: "Off",
        netQuantity: shortCourseTiles,
        wastagePercent: tileWastagePercent,
        rule: `double-lap covering: an extra eaves course and a top course of short ${piece}s on every slope, Σ slopes (eaves course + top course) ceil(course width / cover width) (BS 5534 double-lap eaves and top courses)`,
      }),
    );
  }
  if (tilesAndAHalf > 0) {
    lines.push(
      packLine({
        code: `${tile.code}-TAH`,
        description: `${piece === "slate" ? "Slate" : "Tile"}-and-a-half for ${tile.name}`,
        unit: "Off",
        netQuantity: tilesAndAHalf,
        wastagePercent: tileWastagePercent,
        rule: `half-bond at verges: Σ verge runs ceil(courses the run passes / 2), one in every other course at each verge, each in place of a ${piece}`,
      }),
    );
  }
  const battenNet = slopes.reduce((sum, slope) => sum + slope.battenLengthM, 0);
  lines.push(
    packLine({
      code: input.batten.code,
      description: input.batten.name,
      unit: "m",
      netQuantity: battenNet,
      wastagePercent: BATTEN_WASTAGE_PERCENT,
      ...(input.batten.packQuantity === undefined ? {} : { packQuantity: input.batten.packQuantity }),
      rule: `Σ courses × course width${isDoubleLap ? " + under-eaves batten" : ""}`,
    }),
  );
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
  if (input.counterBatten !== undefined) {
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
    lines.push(
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
    );
  }
  if (input.underlay !== undefined) {
    const isSupported = input.isUnderlaySupported ?? false;
    const lapMm = underlayHorizontalLapMm(input.pitchDeg, isSupported);
    const rollWidthM = input.underlay.rollWidthM;
    // Each course of underlay runs along the eaves and laps the one below, so a roll W wide covers W − lap.
    const coveredWidthM = rollWidthM - lapMm / 1000;
    if (coveredWidthM <= 0) {
      throw new EngineInputError("underlay.rollWidthM", `must be wider than the ${lapMm} mm lap`);
    }
    const area = (roofArea * rollWidthM) / coveredWidthM;
    const rollArea = rollWidthM * input.underlay.rollLengthM;
    recorder.step({
      symbol: "A_underlay",
      description: `underlay area with ${lapMm} mm horizontal laps (${isSupported ? "fully supported" : "unsupported"}, ${input.pitchDeg}°)`,
      value: area,
      unit: "m²",
      reference: "BS 5534 Table 5 minimum horizontal laps",
      formula: "A_roof × W/(W − lap)",
    });
    lines.push(
      packLine({
        code: input.underlay.code,
        description: `${input.underlay.name} (${rollWidthM} × ${input.underlay.rollLengthM} m rolls)`,
        unit: "Rolls",
        netQuantity: area / rollArea,
        rule: `roof area × ${rollWidthM}/(${rollWidthM} − ${lapMm / 1000}) for ${lapMm} mm horizontal laps at ${input.pitchDeg}° (BS 5534 Table 5) / roll area ${rollArea} m²`,
      }),
    );
  }

  // Perimeter tiles: eaves course, top course, verges, both sides of hips and valleys, abutments.
  const eavesTiles = slopes.reduce((sum, slope) => sum + (slope.tilesPerCourse[0] ?? 0), 0);
  const topTiles = slopes.reduce((sum, slope) => sum + (slope.tilesPerCourse[slope.settingOut.courses - 1] ?? 0), 0);
  const sideRuns = runsOf("leftVerge", "rightVerge", "lhAbutment", "rhAbutment") + 2 * cutRuns;
  const perimeterTiles = Math.min(netTiles, eavesTiles + topTiles + sideRuns * coursesPerSlope);
  recorder.step({
    symbol: "perimeter tiles",
    description: "eaves course + top course + one tile per course at each verge, abutment and side of hip or valley",
    value: perimeterTiles,
    unit: "tiles",
    reference: "BS 5534 perimeter tiles",
  });
  if (input.fixingDemand !== undefined) {
    const demand = input.fixingDemand;
    const fieldTiles = netTiles - perimeterTiles;
    const totalArea = demand.areas.reduce((sum, area) => sum + area.planAreaM2, 0);
    let nails = perimeterTiles * demand.perimeter.nailsPerTile;
    let clips = perimeterTiles * demand.perimeter.clipsPerTile;
    // Field tiles in the courses a course rule nails: every Nth course counted from the eaves, leaving out
    // the eaves and top courses and the side tiles of each course, which are perimeter tiles already.
    const courseRule = demand.courseRule ?? null;
    let ruleFieldTiles = 0;
    if (courseRule !== null) {
      let ruleCoursesPerSlope = 0;
      for (const slope of slopes) {
        let ruleCourses = 0;
        for (let course = 1; course < slope.settingOut.courses - 1; course++) {
          if ((course + 1) % courseRule.everyNthCourse !== 0) continue;
          ruleFieldTiles += slope.tilesPerCourse[course] ?? 0;
          ruleCourses += 1;
        }
        ruleCoursesPerSlope = Math.max(ruleCoursesPerSlope, ruleCourses);
      }
      ruleFieldTiles = Math.min(Math.max(ruleFieldTiles - sideRuns * ruleCoursesPerSlope, 0), fieldTiles);
      recorder.step({
        symbol: "tiles in nailed courses",
        description: `field tiles in every ${courseRule.everyNthCourse}th course (${courseRule.description})`,
        value: ruleFieldTiles,
        unit: "tiles",
        reference: "BS 5534 minimum fixing of double-lap tiles",
      });
    }
    for (const area of demand.areas) {
      const share = totalArea > 0 ? area.planAreaM2 / totalArea : 0;
      // Shares stay fractional until the line is rounded, so moving a tile between areas never loses one.
      nails += fieldTiles * share * area.nailsPerTile;
      clips += fieldTiles * share * area.clipsPerTile;
      if (courseRule !== null) {
        nails += ruleFieldTiles * share * Math.max(courseRule.nailsPerTile - area.nailsPerTile, 0);
      }
    }
    // Every rule that demands a fixing is ordered: without a chosen product, a generic line names it.
    const tileNail = input.tileNail ?? {
      code: `TILE-NAIL-${tile.nailDiameterMm}`,
      name: `Tile nail ${tile.nailDiameterMm} mm, aluminium or stainless steel, to the tile maker's fixing specification`,
    };
    const tileClip = input.tileClip ?? {
      code: "TILE-CLIP",
      name: `Tile clip for ${tile.name}, to the tile maker's fixing specification`,
    };
    if (nails > 0) {
      lines.push(
        fixingLine(
          tileNail,
          nails,
          `fixing specification: Σ tiles in each area × nails per tile (perimeter tiles at the perimeter fixing)${courseRule === null ? "" : `; ${courseRule.description}`}`,
        ),
      );
    }
    if (clips > 0) {
      lines.push(fixingLine(tileClip, clips, "fixing specification: Σ tiles in each area × clips per tile"));
    }
  }

  // BS 5534: ridges and hips are always mechanically fixed. Where no roof system covers a ridge or hip,
  // its fixing is still ordered, by the metre, so the rule never rests on text alone.
  const systemEdges = new Set((input.systems ?? []).map((system) => system.edge));
  const unfixedRidgesAndHips = MECHANICALLY_FIXED_EDGES.filter(
    (key) => !systemEdges.has(key) && (edgesByKey.get(key)?.lengthM ?? 0) > 0,
  );
  if (unfixedRidgesAndHips.length > 0) {
    lines.push(
      packLine({
        code: "RIDGE-HIP-FIXING",
        description:
          "Ridge and hip mechanical fixing (dry-fix kit to BS 8612, or ridge and hip fixings to the tile maker's specification)",
        unit: "m",
        netQuantity: unfixedRidgesAndHips.reduce((sum, key) => sum + (edgesByKey.get(key)?.lengthM ?? 0), 0),
        rule: `BS 5534: ridges and hips always mechanically fixed; length of ${unfixedRidgesAndHips.join(", ")} with no roof system chosen`,
      }),
    );
  }

  for (const system of input.systems ?? []) {
    const edge = edgesByKey.get(system.edge);
    if (edge === undefined || edge.lengthM <= 0) {
      recorder.decide(
        `${system.systemName} not estimated`,
        `no ${system.edge} length on this roof`,
        "edge lengths of the roof",
      );
      continue;
    }
    const context: EdgeQuantityContext = {
      edgeLengthM: edge.lengthM,
      edgeRuns: edge.runs,
      coursesPerSlope,
      coursesAlongEdge: coursesAlongEdge(edge, firstGauge / 1000, coursesPerSlope),
      gaugeM: firstGauge / 1000,
      coverWidthM,
      roofAreaM2: roofArea,
      totalTiles: netTiles,
    };
    for (const [index, component] of system.components.entries()) {
      const formula = findQuantityFormula(component.formulaId);
      if (formula === undefined) {
        throw new EngineInputError(
          `systems.${system.edge}.components[${index}].formulaId`,
          `no formula ${component.formulaId}`,
        );
      }
      requirePositive(`systems.${system.edge}.components[${index}].per`, component.per);
      requireNonNegative(`systems.${system.edge}.components[${index}].number`, component.number);
      if (isRidgeEndClosedByVerge(system, component, input.systems ?? [], edgesByKey)) {
        recorder.decide(
          `${system.systemName}: ${component.code} not counted`,
          "the verge system's end caps close the ridge ends at the gables; each end is capped once",
          "BS 8612 dry ridge and verge: end caps counted once",
        );
        continue;
      }
      lines.push({
        ...packLine({
          code: component.code,
          description: component.name,
          unit: component.unit,
          netQuantity: formula.calculate(context, component),
          ...(component.addedWastagePercent === undefined ? {} : { wastagePercent: component.addedWastagePercent }),
          ...(component.packQuantity === undefined ? {} : { packQuantity: component.packQuantity }),
          ...(component.roundUp === undefined ? {} : { roundUp: component.roundUp }),
          rule: `${system.systemName} (${system.edge}): formula ${formula.formulaId} "${formula.formulaName}": ${formula.rule} (number ${component.number}, per ${component.per}; ${edge.runs} runs, ${Number(edge.lengthM.toFixed(3))} m)`,
        }),
        system: {
          edge: system.edge,
          systemName: system.systemName,
          ...(system.systemId === undefined ? {} : { systemId: system.systemId }),
        },
      });
    }
  }
  for (const component of input.manualComponents ?? []) {
    lines.push({
      ...packLine({
        code: component.code,
        description: component.name,
        unit: component.unit,
        netQuantity: component.quantity,
        ...(component.addedWastagePercent === undefined ? {} : { wastagePercent: component.addedWastagePercent }),
        ...(component.packQuantity === undefined ? {} : { packQuantity: component.packQuantity }),
        rule: "manual component",
      }),
      isManual: true,
    });
  }
  for (const line of lines) {
    recorder.decide(
      `${line.code}: ${line.quantity} ${line.unit}`,
      `${line.rule} (net ${Number(line.netQuantity.toFixed(3))})`,
      "estimate",
    );
  }

  return {
    result: {
      headlapMm: headlap.headlapMm,
      maximumGaugeMm: headlap.maximumGaugeMm,
      tilesPerSquareMetre: perSquareMetre,
      battenMetresPerSquareMetre: battenMetresPerSquareMetre(firstGauge),
      roofAreaM2: roofArea,
      totalTiles: netTiles,
      perimeterTiles,
      slopes,
      lines,
    },
    trace: recorder.trace,
  };
}
