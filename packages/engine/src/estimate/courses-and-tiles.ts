/**
 * Courses and tiles of the estimate (calculations.md §8): the headlap and maximum gauge, each slope set out course
 * by course, the cut-tile allowance, and the tile lines (double-lap coverings also order their short eaves and top
 * courses and the tiles-and-a-half at verges).
 */
import { type HeadlapSelection, selectHeadlap, setOutCourses } from "../fixing/gauge-and-headlap.js";
import type { TileSpecification } from "../fixing/tile-specification.js";
import { startStep, type TracedStep } from "../trace.js";
import { coursesPassedByRun, type EdgesByKey, runsOf, VERGE_EDGES } from "./edges.js";
import type { EstimateInput, EstimateLine, SlopeQuantities } from "./estimate.js";
import { packLine } from "./estimate-lines.js";
import { roundUp } from "./formula-registry.js";

/** Tile wastage when the tile gives no AddedWastage: 5 % (calculations.md §8) [ASSUME]. */
export const DEFAULT_TILE_WASTAGE_PERCENT = 5;
/** Batten nails: one at every rafter crossing (BS 5534: nail battens to each rafter). */
export const BATTEN_NAILS_PER_CROSSING = 1;
/** Cut tiles at hips and valleys: one extra tile per course on each side of each run [ASSUME]. */
export const CUT_TILES_PER_COURSE_PER_SIDE = 1;

/** Tiles per m² = 1/(cover width × gauge). */
export function tilesPerSquareMetre(coverWidthMm: number, gaugeMm: number): number {
  return 1e6 / (coverWidthMm * gaugeMm);
}

/** Batten run per m² of roof = 1/gauge. */
export function battenMetresPerSquareMetre(gaugeMm: number): number {
  return 1000 / gaugeMm;
}

/** The tiles of the whole roof, counted from the slopes' courses and the edges. */
export interface TileTakeOff {
  /** The most courses of any slope: an edge that crosses every course of its slope crosses this many. */
  coursesPerSlope: number;
  /** Every course's tiles plus the cut allowance, before short courses and tiles-and-a-half are taken off. */
  netTiles: number;
  roofAreaM2: number;
  /** The first slope's gauge, at which the per-m² figures and the edges' courses are counted. */
  gaugeMm: number;
  tilesPerSquareMetre: number;
}

/** The headlap and maximum gauge, chosen for the longest rafter of the roof. */
export function headlapForLongestRafter(input: EstimateInput): TracedStep<HeadlapSelection> {
  const record = startStep();
  const tile = input.tile;
  const longestRafter = input.slopes.reduce((longest, slope) => Math.max(longest, slope.rafterLengthM), 0);
  const headlap = selectHeadlap({
    tile,
    pitchDeg: input.pitchDeg,
    rafterLengthM: longestRafter,
    ...(input.headlapRules === undefined ? {} : { headlapRules: input.headlapRules }),
    ...(input.headlapOverrideMm === undefined ? {} : { headlapOverrideMm: input.headlapOverrideMm }),
  });
  record.step({
    symbol: "g_max",
    description: `maximum gauge at headlap ${headlap.headlapMm} mm (${headlap.source})`,
    value: headlap.maximumGaugeMm,
    unit: "mm",
    reference: "BS 5534; headlap rules",
    formula: tile.lapType === "single" ? "L − headlap" : "(L − headlap)/2",
  });
  return record.done(headlap);
}

/** Each slope set out course by course: tiles per course, batten run and batten nails, area. */
export function setOutSlopes(input: EstimateInput, headlap: HeadlapSelection): TracedStep<SlopeQuantities[]> {
  const record = startStep();
  const tile = input.tile;
  const coverWidthM = tile.coverWidthMm / 1000;
  const rafterCentresM = input.rafterCentresMm / 1000;
  const slopes = input.slopes.map((slope): SlopeQuantities => {
    const settingOut = setOutCourses({
      tile,
      rafterLengthM: slope.rafterLengthM,
      maximumGaugeMm: headlap.maximumGaugeMm,
      minimumGaugeMm: headlap.minimumGaugeMm,
      ...(input.ridgeAllowanceMm === undefined ? {} : { ridgeAllowanceMm: input.ridgeAllowanceMm }),
      ...(input.eavesOverhangMm === undefined ? {} : { eavesOverhangMm: input.eavesOverhangMm }),
    });
    if (settingOut.problem !== null) {
      record.decide(`${slope.name}: cannot be set out`, settingOut.problem, "BS 5534 setting out");
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
    if (tile.lapType === "double") {
      // Plain tiles and slates: an under-eaves batten and an eaves course and a top course of short tiles.
      battenLength += slope.eavesWidthM;
      battenNails += roundUp(slope.eavesWidthM / rafterCentresM) + 1;
      tilesPerCourse.push(tilesPerCourse[0] ?? 0, tilesPerCourse[tilesPerCourse.length - 1] ?? 0);
    }
    const tiles = tilesPerCourse.reduce((sum, count) => sum + count, 0);
    const areaM2 = ((slope.eavesWidthM + slope.ridgeWidthM) / 2) * slope.rafterLengthM;
    record.step({
      symbol: `n (${slope.name})`,
      description: `courses at gauge ${Number(settingOut.gaugeMm.toFixed(1))} mm (D = ${Number(settingOut.settingOutLengthMm.toFixed(0))} mm, headlap ${Number(settingOut.headlapInUseMm.toFixed(1))} mm)`,
      value: settingOut.courses,
      unit: "courses",
      reference: "quantity take-off to BS 5534 setting out",
      formula: "ceil(D/g_max) + 1; D = Ls + overhang − ridge allowance − L_h (hanging length)",
    });
    record.step({
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
  return record.done(slopes);
}

/** The slopes' tiles with the cut allowance at hips and valleys, the roof area and tiles per m². */
export function takeOffTiles(
  tile: TileSpecification,
  slopes: readonly SlopeQuantities[],
  edgesByKey: EdgesByKey,
  headlap: HeadlapSelection,
): TracedStep<TileTakeOff> {
  const record = startStep();
  const coursesPerSlope = slopes.reduce((most, slope) => Math.max(most, slope.settingOut.courses), 0);
  const cutTiles = runsOf(edgesByKey, "hip", "valley") * 2 * CUT_TILES_PER_COURSE_PER_SIDE * coursesPerSlope;
  if (cutTiles > 0) {
    record.step({
      symbol: "cut allowance",
      description: "one tile per course each side of every hip and valley run",
      value: cutTiles,
      unit: "tiles",
      reference: "cut-tile allowance (assumed)",
    });
  }
  const netTiles = slopes.reduce((sum, slope) => sum + slope.tiles, 0) + cutTiles;
  const roofAreaM2 = slopes.reduce((sum, slope) => sum + slope.areaM2, 0);
  const gaugeMm = slopes[0]?.settingOut.gaugeMm ?? headlap.maximumGaugeMm;
  const perSquareMetre = record.step({
    symbol: "tiles/m²",
    description: "tiles per square metre at the gauge in use",
    value: tilesPerSquareMetre(tile.coverWidthMm, gaugeMm),
    unit: "1/m²",
    reference: "quantity take-off to BS 5534 setting out",
    formula: "1/(cover width × gauge)",
  });
  record.step({
    symbol: "A_roof",
    description: "roof area on the slope",
    value: roofAreaM2,
    unit: "m²",
    reference: "geometry",
  });
  return record.done({ coursesPerSlope, netTiles, roofAreaM2, gaugeMm, tilesPerSquareMetre: perSquareMetre });
}

/**
 * The tile lines. Double-lap coverings: the eaves and top courses are short tiles, and the verges take
 * tiles-and-a-half; both are other products than the tile, so they are ordered on their own lines and taken off the
 * tile's count.
 */
export function tileLines(
  input: EstimateInput,
  slopes: readonly SlopeQuantities[],
  edgesByKey: EdgesByKey,
  takeOff: TileTakeOff,
): EstimateLine[] {
  const tile = input.tile;
  const isDoubleLap = tile.lapType === "double";
  const tileWastagePercent = tile.addedWastagePercent ?? DEFAULT_TILE_WASTAGE_PERCENT;
  const tilePack = input.tilePackQuantity === undefined ? {} : { packQuantity: input.tilePackQuantity };
  const shortCourseTiles = isDoubleLap
    ? slopes.reduce(
        (sum, slope) =>
          sum +
          (slope.tilesPerCourse[slope.settingOut.courses] ?? 0) +
          (slope.tilesPerCourse[slope.settingOut.courses + 1] ?? 0),
        0,
      )
    : 0;
  const tilesAndAHalf = isDoubleLap
    ? tilesAndAHalfAtVerges(edgesByKey, takeOff.gaugeMm / 1000, takeOff.coursesPerSlope)
    : 0;
  const piece =
    tile.coveringType === "naturalSlate" || tile.coveringType === "fibreCementOrConcreteSlate" ? "slate" : "tile";
  const lines = [
    packLine({
      code: tile.code,
      description: tile.name,
      unit: "Off",
      netQuantity: takeOff.netTiles - shortCourseTiles - tilesAndAHalf,
      wastagePercent: tileWastagePercent,
      ...tilePack,
      rule: `Σ slopes Σ courses ceil(course width / cover width) + cut allowance${isDoubleLap ? `; less the short eaves and top courses and the ${piece}s-and-a-half at verges, ordered on their own lines` : ""}`,
    }),
  ];
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
  return lines;
}

/**
 * Tiles-and-a-half (slates-and-a-half) of a double-lap covering: plain tiles and slates are laid half-bond, so at a
 * verge every other course ends in a half tile, which is laid as a tile-and-a-half in place of a tile and the half
 * (tile-and-a-half "to alternate courses" at verges; Rooftile Association glossary: it keeps the broken bond at
 * verges). So each verge run takes ceil(courses it passes / 2), each replacing one tile of the course count.
 */
function tilesAndAHalfAtVerges(edgesByKey: EdgesByKey, gaugeM: number, coursesPerSlope: number): number {
  return VERGE_EDGES.reduce((sum, key) => {
    const verge = edgesByKey.get(key);
    if (verge === undefined) return sum;
    return sum + verge.runs * roundUp(coursesPassedByRun(verge, gaugeM, coursesPerSlope) / 2);
  }, 0);
}
