/**
 * Tile fixings of the estimate: the perimeter tiles, the nails and clips the fixing specification demands of each
 * area (with a minimum course rule's nails), and the mechanical fixing of ridges and hips no roof system covers.
 */
import type { TileSpecification } from "../fixing/tile-specification.js";
import { startStep, type TracedStep } from "../trace.js";
import type { TileTakeOff } from "./courses-and-tiles.js";
import { type EdgesByKey, sideRunsOf } from "./edges.js";
import type {
  EdgeKey,
  EstimateInput,
  EstimateLine,
  FixingDemand,
  ProductReference,
  SlopeQuantities,
} from "./estimate.js";
import { fixingLine, packLine } from "./estimate-lines.js";

/** Edges whose ridge or hip tiles BS 5534 requires to be mechanically fixed. */
export const MECHANICALLY_FIXED_EDGES: readonly EdgeKey[] = ["duoRidge", "monoRidge", "hip"];

/** Perimeter tiles: eaves course, top course, verges, both sides of hips and valleys, abutments. */
export function countPerimeterTiles(
  slopes: readonly SlopeQuantities[],
  edgesByKey: EdgesByKey,
  takeOff: TileTakeOff,
): TracedStep<number> {
  const record = startStep();
  const eavesTiles = slopes.reduce((sum, slope) => sum + (slope.tilesPerCourse[0] ?? 0), 0);
  const topTiles = slopes.reduce((sum, slope) => sum + (slope.tilesPerCourse[slope.settingOut.courses - 1] ?? 0), 0);
  const perimeterTiles = Math.min(
    takeOff.netTiles,
    eavesTiles + topTiles + sideRunsOf(edgesByKey) * takeOff.coursesPerSlope,
  );
  record.step({
    symbol: "perimeter tiles",
    description: "eaves course + top course + one tile per course at each verge, abutment and side of hip or valley",
    value: perimeterTiles,
    unit: "tiles",
    reference: "BS 5534 perimeter tiles",
  });
  return record.done(perimeterTiles);
}

/**
 * Tile nails and clips from the fixing specification: perimeter tiles at the perimeter fixing, the field tiles of
 * each area at its fixing, shared by plan area. Every rule that demands a fixing is ordered: without a chosen
 * product, a generic line names it.
 */
export function tileFixingLines(
  input: EstimateInput,
  slopes: readonly SlopeQuantities[],
  edgesByKey: EdgesByKey,
  takeOff: TileTakeOff,
  perimeterTiles: number,
): TracedStep<EstimateLine[]> {
  const record = startStep();
  if (input.fixingDemand === undefined) return record.done([]);
  const demand = input.fixingDemand;
  const fieldTiles = takeOff.netTiles - perimeterTiles;
  const totalArea = demand.areas.reduce((sum, area) => sum + area.planAreaM2, 0);
  let nails = perimeterTiles * demand.perimeter.nailsPerTile;
  let clips = perimeterTiles * demand.perimeter.clipsPerTile;
  const courseRule = demand.courseRule ?? null;
  const ruleFieldTiles =
    courseRule === null
      ? 0
      : record.include(fieldTilesInNailedCourses(courseRule, slopes, sideRunsOf(edgesByKey), fieldTiles));
  for (const area of demand.areas) {
    const share = totalArea > 0 ? area.planAreaM2 / totalArea : 0;
    // Shares stay fractional until the line is rounded, so moving a tile between areas never loses one.
    nails += fieldTiles * share * area.nailsPerTile;
    clips += fieldTiles * share * area.clipsPerTile;
    if (courseRule !== null) {
      nails += ruleFieldTiles * share * Math.max(courseRule.nailsPerTile - area.nailsPerTile, 0);
    }
  }
  const lines: EstimateLine[] = [];
  if (nails > 0) {
    lines.push(
      fixingLine(
        input.tileNail ?? genericTileNail(input.tile),
        nails,
        `fixing specification: Σ tiles in each area × nails per tile (perimeter tiles at the perimeter fixing)${courseRule === null ? "" : `; ${courseRule.description}`}`,
      ),
    );
  }
  if (clips > 0) {
    lines.push(
      fixingLine(
        input.tileClip ?? genericTileClip(input.tile),
        clips,
        "fixing specification: Σ tiles in each area × clips per tile",
      ),
    );
  }
  return record.done(lines);
}

/**
 * Field tiles in the courses a course rule nails: every Nth course counted from the eaves, leaving out the eaves
 * and top courses and the side tiles of each course, which are perimeter tiles already.
 */
function fieldTilesInNailedCourses(
  courseRule: NonNullable<FixingDemand["courseRule"]>,
  slopes: readonly SlopeQuantities[],
  sideRuns: number,
  fieldTiles: number,
): TracedStep<number> {
  const record = startStep();
  let ruleFieldTiles = 0;
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
  record.step({
    symbol: "tiles in nailed courses",
    description: `field tiles in every ${courseRule.everyNthCourse}th course (${courseRule.description})`,
    value: ruleFieldTiles,
    unit: "tiles",
    reference: "BS 5534 minimum fixing of double-lap tiles",
  });
  return record.done(ruleFieldTiles);
}

function genericTileNail(tile: TileSpecification): ProductReference {
  return {
    code: `TILE-NAIL-${tile.nailDiameterMm}`,
    name: `Tile nail ${tile.nailDiameterMm} mm, aluminium or stainless steel, to the tile maker's fixing specification`,
  };
}

function genericTileClip(tile: TileSpecification): ProductReference {
  return { code: "TILE-CLIP", name: `Tile clip for ${tile.name}, to the tile maker's fixing specification` };
}

/**
 * BS 5534: ridges and hips are always mechanically fixed. Where no roof system covers a ridge or hip, its fixing is
 * still ordered, by the metre, so the rule never rests on text alone.
 */
export function ridgeAndHipFixingLines(input: EstimateInput, edgesByKey: EdgesByKey): EstimateLine[] {
  const systemEdges = new Set((input.systems ?? []).map((system) => system.edge));
  const unfixedRidgesAndHips = MECHANICALLY_FIXED_EDGES.filter(
    (key) => !systemEdges.has(key) && (edgesByKey.get(key)?.lengthM ?? 0) > 0,
  );
  if (unfixedRidgesAndHips.length === 0) return [];
  return [
    packLine({
      code: "RIDGE-HIP-FIXING",
      description:
        "Ridge and hip mechanical fixing (dry-fix kit to BS 8612, or ridge and hip fixings to the tile maker's specification)",
      unit: "m",
      netQuantity: unfixedRidgesAndHips.reduce((sum, key) => sum + (edgesByKey.get(key)?.lengthM ?? 0), 0),
      rule: `BS 5534: ridges and hips always mechanically fixed; length of ${unfixedRidgesAndHips.join(", ")} with no roof system chosen`,
    }),
  ];
}
