/**
 * Batten size (BS 5534 Table 3), underlay suitability (BS 5534 A.8 zonal method or calculated pressure)
 * and counter battens.
 */
import { EngineInputError, requireInRange, requirePositive } from "../errors.js";
import type { CoveringType } from "./tile-specification.js";

export interface BattenSize {
  widthMm: number;
  depthMm: number;
  name: string;
}

/** Shared by several rows of the table, so frozen: a caller cannot change one row through another. */
const BATTEN_38_BY_25: BattenSize = Object.freeze({ widthMm: 38, depthMm: 25, name: "38 × 25 mm" });
const BATTEN_50_BY_25: BattenSize = Object.freeze({ widthMm: 50, depthMm: 25, name: "50 × 25 mm" });

/** BS 5534 Table 3 minimum batten sizes (width × depth, mm) for spans ≤ 450 mm and 451–600 mm [SRC NFRC]. */
export const BATTEN_SIZES_TABLE_3: Readonly<Record<CoveringType, readonly [upTo450: BattenSize, upTo600: BattenSize]>> =
  {
    naturalSlate: [BATTEN_50_BY_25, BATTEN_50_BY_25],
    fibreCementOrConcreteSlate: [BATTEN_38_BY_25, BATTEN_50_BY_25],
    doubleLapTile: [BATTEN_38_BY_25, BATTEN_38_BY_25],
    singleLapTile: [BATTEN_38_BY_25, BATTEN_50_BY_25],
  };

/** Table 3 covers batten spans (rafter centres) up to 600 mm. */
export const MAXIMUM_TABLE_3_SPAN_MM = 600;

export function battenSizeForSpan(coveringType: CoveringType, rafterCentresMm: number): BattenSize {
  requirePositive("rafterCentresMm", rafterCentresMm);
  if (rafterCentresMm > MAXIMUM_TABLE_3_SPAN_MM) {
    throw new EngineInputError("rafterCentresMm", "BS 5534 Table 3 covers batten spans up to 600 mm");
  }
  const sizes = BATTEN_SIZES_TABLE_3[coveringType];
  if (sizes === undefined) throw new EngineInputError("tile.coveringType", "unknown covering type");
  return rafterCentresMm <= 450 ? sizes[0] : sizes[1];
}

/** BS 5534 A.8 zonal classification: design pressures of underlay wind zones 1–5 (Pa) [SRC]. */
export const UNDERLAY_ZONE_PRESSURES_PA: readonly number[] = [820, 975, 1150, 1330, 1600];

/** Limits within which the zonal method may be used (BS 5534 A.8) [SRC]. */
export const UNDERLAY_ZONAL_METHOD_LIMITS = {
  maximumRidgeHeightM: 15,
  minimumPitchDeg: 12.5,
  maximumPitchDeg: 75,
  maximumAltitudeM: 100,
} as const;

export interface UnderlaySpecification {
  code: string;
  name: string;
  isAirPermeable: boolean;
  /** BRE Digest 489 / BS 5534 zone the underlay is labelled for (1–5), when labelled. */
  windZoneRating?: number;
  /** Tested uplift resistance at the batten gauge in use, Pa, when declared. */
  upliftResistancePa?: number;
  /** Roll size, for the estimate. */
  rollWidthM?: number;
  rollLengthM?: number;
}

export interface UnderlayCheck {
  isZonalMethodValid: boolean;
  zonalMethodLimits: string[];
  requiredResistancePa: number;
  declaredResistancePa: number | null;
  status: "suitable" | "not suitable" | "no declared resistance";
}

/**
 * The underlay must resist the full net suction on the roof where the tiles do not carry it
 * [ASSUME: required = qp·max|cpe,1|, the whole pressure, conservative]. The zonal method is reported as
 * valid only inside the A.8 limits and with a well-sealed ceiling; otherwise the calculated pressure rules.
 */
export function checkUnderlay(options: {
  underlay: UnderlaySpecification;
  peakVelocityPressurePa: number;
  worstCpe1: number;
  ridgeHeightM: number;
  pitchDeg: number;
  siteAltitudeM: number;
  hasSignificantOrography: boolean;
  isCeilingWellSealed: boolean;
}): UnderlayCheck {
  const underlay = options.underlay;
  if (underlay.windZoneRating !== undefined) requireInRange("underlay.windZoneRating", underlay.windZoneRating, 1, 5);
  if (underlay.upliftResistancePa !== undefined)
    requirePositive("underlay.upliftResistancePa", underlay.upliftResistancePa);
  const limits = UNDERLAY_ZONAL_METHOD_LIMITS;
  const failed: string[] = [];
  if (options.ridgeHeightM > limits.maximumRidgeHeightM) failed.push(`ridge above ${limits.maximumRidgeHeightM} m`);
  if (options.pitchDeg < limits.minimumPitchDeg || options.pitchDeg > limits.maximumPitchDeg)
    failed.push("pitch outside 12.5–75°");
  if (options.siteAltitudeM > limits.maximumAltitudeM) failed.push(`altitude above ${limits.maximumAltitudeM} m`);
  if (options.hasSignificantOrography) failed.push("significant topography");
  if (!options.isCeilingWellSealed) failed.push("ceiling not confirmed well sealed");
  const required = options.peakVelocityPressurePa * Math.abs(Math.min(options.worstCpe1, 0));
  const zonePressure =
    underlay.windZoneRating === undefined
      ? undefined
      : UNDERLAY_ZONE_PRESSURES_PA[Math.round(underlay.windZoneRating) - 1];
  const declared = underlay.upliftResistancePa ?? zonePressure ?? null;
  return {
    isZonalMethodValid: failed.length === 0,
    zonalMethodLimits: failed,
    requiredResistancePa: required,
    declaredResistancePa: declared,
    status: declared === null ? "no declared resistance" : declared >= required ? "suitable" : "not suitable",
  };
}

/** Counterbattens are fixed to the rafters at no more than 300 mm centres (NBS clause 259) [SRC]. */
export const COUNTER_BATTEN_FIXING_CENTRES_MM = 300;

/**
 * How far a batten nail reaches into the rafter: the NFRC Competent Person Scheme's minimum hand-driven batten
 * nail, 65 × 3.35 mm, through a 25 mm batten (nfrccps.com, "Trevor's compliance tips") [SRC]. Through counter
 * battens the nail is lengthened by their depth to keep it (NHBC 7.2.17: battens fixed through counter battens
 * to rafters).
 */
export const BATTEN_NAIL_RAFTER_PENETRATION_MM = 40;

export function battenNailMinimumLengthMm(battenDepthMm: number, counterBattenDepthMm: number | null): number {
  return battenDepthMm + (counterBattenDepthMm ?? 0) + BATTEN_NAIL_RAFTER_PENETRATION_MM;
}

export interface CounterBattens {
  isRequired: boolean;
  depthMm: number | null;
  fixingCentresMm: number;
  /** Batten nails through the counter battens must be at least this long; null without counter battens. */
  battenNailMinimumLengthMm: number | null;
  note: string;
}

export function counterBattens(
  counterBattenDepthMm: number | undefined,
  isUnderlaySupported: boolean,
  battenDepthMm: number,
): CounterBattens {
  if (counterBattenDepthMm === undefined) {
    if (isUnderlaySupported)
      throw new EngineInputError("counterBattenDepthMm", "is required when the underlay is supported");
    return {
      isRequired: false,
      depthMm: null,
      fixingCentresMm: COUNTER_BATTEN_FIXING_CENTRES_MM,
      battenNailMinimumLengthMm: null,
      note: "no counter battens",
    };
  }
  requireInRange("counterBattenDepthMm", counterBattenDepthMm, 10, 100);
  const nailLengthMm = battenNailMinimumLengthMm(battenDepthMm, counterBattenDepthMm);
  return {
    isRequired: true,
    depthMm: counterBattenDepthMm,
    fixingCentresMm: COUNTER_BATTEN_FIXING_CENTRES_MM,
    battenNailMinimumLengthMm: nailLengthMm,
    note: `counter battens ${counterBattenDepthMm} mm deep on each rafter, fixed at ≤ ${COUNTER_BATTEN_FIXING_CENTRES_MM} mm centres; batten nails lengthened by the counter batten depth: at least ${nailLengthMm} mm long (${battenDepthMm} mm batten + ${counterBattenDepthMm} mm counter batten + ${BATTEN_NAIL_RAFTER_PENETRATION_MM} mm into the rafter)`,
  };
}
