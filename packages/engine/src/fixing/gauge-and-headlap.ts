/**
 * Headlap from the tile and the headlap rules, the gauge range it allows, and the setting out of
 * courses up one slope.
 */
import { EngineInputError, requireInRange, requireNonNegative, requirePositive } from "../errors.js";
import { DEFAULT_MAXIMUM_HEADLAP_MM, type TileSpecification } from "./tile-specification.js";

/** A catalogue headlap rule (spec 03 §3.1): the minimum headlap for a pitch and rafter-length range. */
export interface HeadlapRule {
  exposure?: string;
  minRafterLengthM: number;
  maxRafterLengthM: number;
  minPitchDeg: number;
  maxPitchDeg: number;
  minHeadlapMm: number;
}

export interface HeadlapSelection {
  headlapMm: number;
  /** Where the headlap came from: "override", "rule" or "tile minimum". */
  source: "override" | "rule" | "tile minimum";
  maximumGaugeMm: number;
  minimumGaugeMm: number;
}

/**
 * Gauge for a headlap: single lap g = L − headlap; double lap g = (L − headlap)/2 (BS 5534; NHBC 7.2.19).
 */
export function gaugeForHeadlap(tile: TileSpecification, headlapMm: number): number {
  return tile.lapType === "single" ? tile.lengthMm - headlapMm : (tile.lengthMm - headlapMm) / 2;
}

export interface HeadlapRange {
  /** The governing minimum: the tile's own, or the largest minimum of the rules that match (conservative). */
  minimumMm: number;
  maximumMm: number;
  /** The largest matching rule's minimum; 0 when no rule matches the pitch and rafter length. */
  ruleMinimumMm: number;
}

/** The headlaps a roof may use with a tile (spec 03 §5: between the rule's or tile's minimum and the maximum). */
export function headlapRange(options: {
  tileMinimumMm: number;
  tileMaximumMm?: number | undefined;
  pitchDeg: number;
  rafterLengthM: number;
  headlapRules?: readonly HeadlapRule[];
}): HeadlapRange {
  const { pitchDeg, rafterLengthM } = options;
  const matching = (options.headlapRules ?? []).filter(
    (rule) =>
      pitchDeg >= rule.minPitchDeg &&
      pitchDeg <= rule.maxPitchDeg &&
      rafterLengthM >= rule.minRafterLengthM &&
      rafterLengthM <= rule.maxRafterLengthM,
  );
  const ruleMinimumMm = matching.reduce((largest, rule) => Math.max(largest, rule.minHeadlapMm), 0);
  return {
    minimumMm: Math.max(options.tileMinimumMm, ruleMinimumMm),
    maximumMm: options.tileMaximumMm ?? DEFAULT_MAXIMUM_HEADLAP_MM,
    ruleMinimumMm,
  };
}

/**
 * The headlap in use: an override when given (it must lie between the governing minimum and the tile's
 * maximum, spec 03 §5), otherwise the largest minimum of the rules matching the pitch and rafter length
 * (conservative where rules overlap), otherwise the tile's own minimum.
 */
export function selectHeadlap(options: {
  tile: TileSpecification;
  pitchDeg: number;
  rafterLengthM: number;
  headlapRules?: readonly HeadlapRule[];
  headlapOverrideMm?: number;
}): HeadlapSelection {
  const { tile } = options;
  const {
    minimumMm: minimum,
    maximumMm: maximumHeadlap,
    ruleMinimumMm: ruleMinimum,
  } = headlapRange({
    tileMinimumMm: tile.minimumHeadlapMm,
    tileMaximumMm: tile.maximumHeadlapMm,
    pitchDeg: options.pitchDeg,
    rafterLengthM: options.rafterLengthM,
    ...(options.headlapRules === undefined ? {} : { headlapRules: options.headlapRules }),
  });
  let headlap = minimum;
  let source: HeadlapSelection["source"] = ruleMinimum > 0 ? "rule" : "tile minimum";
  if (options.headlapOverrideMm !== undefined) {
    requireInRange("headlapOverrideMm", options.headlapOverrideMm, minimum, maximumHeadlap);
    headlap = options.headlapOverrideMm;
    source = "override";
  } else if (minimum > maximumHeadlap) {
    throw new EngineInputError("headlapRules", `the rule's minimum headlap ${minimum} mm exceeds the tile's maximum`);
  }
  return {
    headlapMm: headlap,
    source,
    maximumGaugeMm: gaugeForHeadlap(tile, headlap),
    minimumGaugeMm: gaugeForHeadlap(tile, maximumHeadlap),
  };
}

/** Top batten to apex: about 25 mm for a dry ridge, 55 mm for a wet ridge; 40 mm between them [ASSUME]. */
export const DEFAULT_RIDGE_ALLOWANCE_MM = 40;
/** Tile overhang into the gutter, 45–55 mm into a 100 mm gutter (catalogue §2.4) [ASSUME 50 mm]. */
export const DEFAULT_EAVES_OVERHANG_MM = 50;

export interface CourseSettingOut {
  /** Setting-out length D between the eaves batten and the top batten. */
  settingOutLengthMm: number;
  /** Hanging length: tail of the tile to the face of its nibs, which sets the eaves batten. */
  hangingLengthMm: number;
  /** How far the eaves course's tails overhang the eaves line, into the gutter. */
  eavesOverhangMm: number;
  /**
   * The first batten a roofer sets out: the top edge of the eaves batten, measured up the slope from the eaves line,
   * L_h − overhang, so the eaves course hangs from it with its tail over the gutter.
   */
  eavesBattenMm: number;
  courses: number;
  gaugeMm: number;
  headlapInUseMm: number;
  /** Whether the gauge lies within g_min ≤ g ≤ g_max, the tile's headlap range. */
  isWithinHeadlapRange: boolean;
  /** Why the rafter cannot be set out within the headlap range; null when it can. */
  problem: string | null;
}

/**
 * The length a tile hangs below its batten: L − NibFaceToTileHead. The eaves batten is placed this far
 * up from the eaves tile's tail. Without the field the full length is taken.
 */
export function hangingLength(tile: TileSpecification): number {
  return tile.lengthMm - (tile.nibFaceToTileHeadMm ?? 0);
}

/**
 * Courses and gauge up one slope (RoofGridUK method, calculations.md §8), with the eaves batten set from
 * the hanging length L_h: D = Ls + overhang − ridge allowance − L_h; n = ceil(D/g_max) + 1; g = D/(n − 1).
 * The gauge must also reach g_min (the tile's maximum headlap); a rafter whose gauge falls below it cannot
 * be set out within the headlap range, and the result says so.
 */
export function setOutCourses(options: {
  tile: TileSpecification;
  rafterLengthM: number;
  maximumGaugeMm: number;
  minimumGaugeMm: number;
  ridgeAllowanceMm?: number;
  eavesOverhangMm?: number;
}): CourseSettingOut {
  requirePositive("rafterLengthM", options.rafterLengthM);
  const ridgeAllowance = requireNonNegative("ridgeAllowanceMm", options.ridgeAllowanceMm ?? DEFAULT_RIDGE_ALLOWANCE_MM);
  const overhang = requireNonNegative("eavesOverhangMm", options.eavesOverhangMm ?? DEFAULT_EAVES_OVERHANG_MM);
  const hanging = hangingLength(options.tile);
  const settingOutLength = options.rafterLengthM * 1000 + overhang - ridgeAllowance - hanging;
  const rafterText = () => `a ${Number(options.rafterLengthM.toFixed(3))} m rafter`;
  const lapRange = () =>
    `${Number(lapFor(options.tile, options.maximumGaugeMm).toFixed(1))}–${Number(lapFor(options.tile, options.minimumGaugeMm).toFixed(1))} mm`;
  if (settingOutLength <= 0) {
    return {
      settingOutLengthMm: 0,
      hangingLengthMm: hanging,
      eavesOverhangMm: overhang,
      eavesBattenMm: hanging - overhang,
      courses: 1,
      gaugeMm: options.maximumGaugeMm,
      headlapInUseMm: lapFor(options.tile, options.maximumGaugeMm),
      isWithinHeadlapRange: false,
      problem: `${rafterText()} is too short for more than one course of this tile (headlap range ${lapRange()}): refer to technical support`,
    };
  }
  const spaces = Math.ceil(settingOutLength / options.maximumGaugeMm - 1e-9);
  const gauge = settingOutLength / spaces;
  const isWithinHeadlapRange = gauge >= options.minimumGaugeMm - 1e-9;
  const lap = lapFor(options.tile, gauge);
  return {
    settingOutLengthMm: settingOutLength,
    hangingLengthMm: hanging,
    eavesOverhangMm: overhang,
    eavesBattenMm: hanging - overhang,
    courses: spaces + 1,
    gaugeMm: gauge,
    headlapInUseMm: lap,
    isWithinHeadlapRange,
    problem: isWithinHeadlapRange
      ? null
      : `${rafterText()} cannot be set out within the tile's headlap range (${lapRange()}): the gauge ${Number(gauge.toFixed(1))} mm is below the minimum gauge ${Number(options.minimumGaugeMm.toFixed(1))} mm (headlap ${Number(lap.toFixed(1))} mm); a cut course or another tile is needed`,
  };
}

function lapFor(tile: TileSpecification, gaugeMm: number): number {
  return tile.lapType === "single" ? tile.lengthMm - gaugeMm : tile.lengthMm - 2 * gaugeMm;
}
