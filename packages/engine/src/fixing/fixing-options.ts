/**
 * The cheapest passing fixing and the BS 5534 minimum fixing rules.
 */

import type { TileCapacities } from "./tile-resistance.js";
import type { LapType } from "./tile-specification.js";

export interface FixingOption {
  id: string;
  name: string;
  nailsPerTile: number;
  clipsPerTile: number;
}

/** Options in cost order, calculations.md §5.3 [ASSUME]. */
export const DEFAULT_FIXING_OPTIONS: readonly FixingOption[] = [
  { id: "weight", name: "no mechanical fixing (self-weight)", nailsPerTile: 0, clipsPerTile: 0 },
  { id: "nail", name: "1 nail", nailsPerTile: 1, clipsPerTile: 0 },
  { id: "two-nails", name: "2 nails", nailsPerTile: 2, clipsPerTile: 0 },
  { id: "clip", name: "clip", nailsPerTile: 0, clipsPerTile: 1 },
  { id: "nail-clip", name: "1 nail + clip", nailsPerTile: 1, clipsPerTile: 1 },
  { id: "two-nails-clip", name: "2 nails + clip", nailsPerTile: 2, clipsPerTile: 1 },
];

/** Pitch from which every single-lap tile is nailed at least once, and nailed and tail-clipped (BS 5534). */
export const SINGLE_LAP_NAILED_FROM_PITCH_DEG = 45;
export const SINGLE_LAP_NAILED_AND_CLIPPED_FROM_PITCH_DEG = 55;
/** Pitch from which every double-lap plain tile is twice nailed (BS 5534). */
export const DOUBLE_LAP_TWICE_NAILED_FROM_PITCH_DEG = 60;
/** Below that pitch, two nails in at least every fifth course (BS 5534). */
export const DOUBLE_LAP_TWICE_NAILED_COURSE_INTERVAL = 5;
/** Perimeter tiles take at least two fixings; one may be a clip (BS 5534). */
export const PERIMETER_MINIMUM_FIXINGS = 2;

export function optionCapacityPa(option: FixingOption, capacities: TileCapacities): number | null {
  if (option.clipsPerTile > 0 && capacities.perClipCapacityPa === null) return null;
  return (
    capacities.weightCapacityPa +
    option.nailsPerTile * capacities.perNailCapacityPa +
    option.clipsPerTile * (capacities.perClipCapacityPa ?? 0)
  );
}

/** A rule that fixes whole courses rather than every tile: n nails in each tile of every Nth course. */
export interface CourseFixingRule {
  nailsPerTile: number;
  everyNthCourse: number;
  description: string;
}

export interface MinimumFixingRule {
  minimumNails: number;
  minimumClips: number;
  minimumFixings: number;
  /** Double-lap plain tiles below 60°: two nails in every tile of every fifth course; otherwise null. */
  courseRule: CourseFixingRule | null;
  description: string;
}

/** BS 5534 minimum mechanical fixing for a tile, by lap, pitch and position. */
export function minimumFixingRule(options: {
  lapType: LapType;
  pitchDeg: number;
  isPerimeter: boolean;
  hasNibs: boolean;
}): MinimumFixingRule {
  const rules: string[] = [];
  let minimumNails = 0;
  let minimumClips = 0;
  let minimumFixings = 0;
  let courseRule: CourseFixingRule | null = null;
  if (options.lapType === "single") {
    minimumFixings = 1;
    rules.push("every single-lap tile mechanically fixed");
    if (options.pitchDeg >= SINGLE_LAP_NAILED_AND_CLIPPED_FROM_PITCH_DEG) {
      minimumNails = 1;
      minimumClips = 1;
      rules.push(`from ${SINGLE_LAP_NAILED_AND_CLIPPED_FROM_PITCH_DEG}° nailed and tail-clipped`);
    } else if (options.pitchDeg >= SINGLE_LAP_NAILED_FROM_PITCH_DEG) {
      minimumNails = 1;
      rules.push(`from ${SINGLE_LAP_NAILED_FROM_PITCH_DEG}° nailed at least once`);
    }
  } else if (!options.hasNibs || options.pitchDeg >= DOUBLE_LAP_TWICE_NAILED_FROM_PITCH_DEG) {
    minimumNails = 2;
    minimumFixings = 2;
    rules.push(
      options.hasNibs
        ? `from ${DOUBLE_LAP_TWICE_NAILED_FROM_PITCH_DEG}° every plain tile twice nailed`
        : "nibless tiles twice nailed",
    );
  } else {
    const description = `two nails in every tile of at least every ${DOUBLE_LAP_TWICE_NAILED_COURSE_INTERVAL}th course`;
    courseRule = { nailsPerTile: 2, everyNthCourse: DOUBLE_LAP_TWICE_NAILED_COURSE_INTERVAL, description };
    rules.push(description);
  }
  if (options.isPerimeter) {
    minimumFixings = Math.max(minimumFixings, PERIMETER_MINIMUM_FIXINGS);
    rules.push("perimeter tiles at least two fixings");
  }
  return { minimumNails, minimumClips, minimumFixings, courseRule, description: rules.join("; ") };
}

/**
 * The fixing as specified where a course rule nails whole courses (plain tiles below 60°): the option chosen for
 * the wind, with the course rule named too wherever it asks for more nails than the option, so the text says
 * what the estimate orders. "No mechanical fixing (self-weight)" alone would read as if no tile were nailed.
 */
export function withCourseRule(option: FixingOption, courseRule: CourseFixingRule | null): FixingOption {
  if (courseRule === null || option.nailsPerTile >= courseRule.nailsPerTile) return option;
  const isSelfWeight = option.nailsPerTile === 0 && option.clipsPerTile === 0;
  return {
    ...option,
    name: isSelfWeight
      ? `${courseRule.description}; the other courses held by their self-weight`
      : `${option.name}; ${courseRule.description}`,
  };
}

function satisfies(option: FixingOption, rule: MinimumFixingRule): boolean {
  return (
    option.nailsPerTile >= rule.minimumNails &&
    option.clipsPerTile >= rule.minimumClips &&
    option.nailsPerTile + option.clipsPerTile >= rule.minimumFixings
  );
}

export interface FixingChoice {
  /** First option in cost order whose capacity reaches the design uplift. */
  calculated: FixingOption | null;
  /** The option to specify: the calculated one raised to the minimum rules; null → refer to technical support. */
  specified: FixingOption | null;
  /** Position of `specified` in the option list: a larger rank is never a weaker fixing. */
  rank: number;
  capacityPa: number | null;
  isRaisedByMinimumRule: boolean;
}

/**
 * The first option (in the given cost order) that resists the design uplift, then the first option at
 * or after it that also meets the minimum rule and still resists. Nothing passes → null.
 */
export function chooseFixing(options: {
  designUpliftPa: number;
  capacities: TileCapacities;
  fixingOptions: readonly FixingOption[];
  rule: MinimumFixingRule;
  numberOfNailHoles: number;
}): FixingChoice {
  const usable = options.fixingOptions.filter((option) => option.nailsPerTile <= options.numberOfNailHoles);
  let calculatedIndex = -1;
  for (const [index, option] of usable.entries()) {
    const capacity = optionCapacityPa(option, options.capacities);
    if (capacity !== null && capacity >= options.designUpliftPa) {
      calculatedIndex = index;
      break;
    }
  }
  if (calculatedIndex < 0) {
    return {
      calculated: null,
      specified: null,
      rank: options.fixingOptions.length,
      capacityPa: null,
      isRaisedByMinimumRule: false,
    };
  }
  for (let index = calculatedIndex; index < usable.length; index++) {
    const option = usable[index];
    if (option === undefined) continue;
    const capacity = optionCapacityPa(option, options.capacities);
    if (capacity !== null && capacity >= options.designUpliftPa && satisfies(option, options.rule)) {
      return {
        calculated: usable[calculatedIndex] ?? null,
        specified: option,
        rank: options.fixingOptions.indexOf(option),
        capacityPa: capacity,
        isRaisedByMinimumRule: index !== calculatedIndex,
      };
    }
  }
  return {
    calculated: usable[calculatedIndex] ?? null,
    specified: null,
    rank: options.fixingOptions.length,
    capacityPa: null,
    isRaisedByMinimumRule: true,
  };
}
