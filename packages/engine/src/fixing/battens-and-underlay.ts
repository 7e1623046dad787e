/**
 * Batten size (BS 5534 Table 3), underlay suitability (BS 5534 A.8 zonal method or calculated pressure)
 * and counter battens.
 */
import { EngineInputError, requireInRange, requirePositive } from "../errors.js";
import type { CoveringType } from "./tile-specification.js";
import type { CheckVerdict } from "./verdict.js";

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
  /**
   * Where the declared resistance and zone are read, named for a checker (the catalogue record and field), so a
   * missing one says where to enter it.
   */
  declarationSource?: string;
  /** Roll size, for the estimate. */
  rollWidthM?: number;
  rollLengthM?: number;
}

/**
 * Internal pressure coefficient where the building's openings are not known: the more onerous of +0.2 and −0.3
 * (BS EN 1991-1-4 7.2.9(6) NOTE 2). Under suction on the roof, +0.2 in the building adds to the net pressure
 * lifting the underlay when the ceiling lets it through [ASSUME: a ceiling not confirmed well sealed lets it through].
 */
export const UNSEALED_CEILING_INTERNAL_PRESSURE_COEFFICIENT = 0.2;

/** An area of the roof whose underlay is checked: a wind band of the fixing specification. */
export interface UnderlayArea {
  name: string;
  kind: "perimeter" | "local" | "general";
  zones: string;
  cpe1: number;
}

export interface UnderlayAreaCheck extends UnderlayArea {
  /** Net pressure lifting the underlay in the area: qp·(|cpe,1| + c_pi). */
  pressurePa: number;
  /** The resistance compared with it; null where the underlay declares none. */
  resistancePa: number | null;
  verdict: CheckVerdict;
  reason: string;
  /** For "to confirm": what to confirm and with whom. */
  toConfirm: string | null;
}

export interface UnderlayResistance {
  pressurePa: number | null;
  /** What the figure is: the declared wind-uplift resistance, the A.8 pressure of its zone, or nothing. */
  basis: "declared resistance" | "zone classification" | "none";
  /** The figure's source in words: "declared wind-uplift resistance 1200 Pa (catalogue …)". */
  description: string;
}

export interface UnderlayCheck {
  isZonalMethodValid: boolean;
  zonalMethodLimits: string[];
  isCeilingWellSealed: boolean;
  /** c_pi taken in the underlay pressure: 0 under a well-sealed ceiling, else 0.2. */
  internalPressureCoefficient: number;
  resistance: UnderlayResistance;
  /** One check per area, in the order of the fixing specification's areas. */
  areas: UnderlayAreaCheck[];
  /** The largest pressure of the areas (the roof-wide figure). */
  requiredResistancePa: number;
  declaredResistancePa: number | null;
  /** The worst verdict of the areas. */
  verdict: CheckVerdict;
}

function resistanceOf(underlay: UnderlaySpecification): UnderlayResistance {
  const source = underlay.declarationSource === undefined ? "" : ` (${underlay.declarationSource})`;
  if (underlay.upliftResistancePa !== undefined) {
    return {
      pressurePa: underlay.upliftResistancePa,
      basis: "declared resistance",
      description: `declared wind-uplift resistance ${Math.round(underlay.upliftResistancePa)} Pa${source}`,
    };
  }
  if (underlay.windZoneRating !== undefined) {
    const pressure = UNDERLAY_ZONE_PRESSURES_PA[Math.round(underlay.windZoneRating) - 1] ?? null;
    return {
      pressurePa: pressure,
      basis: "zone classification",
      description: `labelled for wind zone ${underlay.windZoneRating}, ${pressure} Pa (BS 5534 A.8)${source}`,
    };
  }
  return {
    pressurePa: null,
    basis: "none",
    description: `no declared wind-uplift resistance or zone classification${underlay.declarationSource === undefined ? "" : ` in ${underlay.declarationSource}`}`,
  };
}

/** The worst of several verdicts: technical support before anything to confirm, before a pass. */
export function worstVerdict(verdicts: readonly CheckVerdict[]): CheckVerdict {
  if (verdicts.includes("refer to technical support")) return "refer to technical support";
  return verdicts.includes("to confirm") ? "to confirm" : "meets";
}

/**
 * The underlay in each area against its declared wind-uplift resistance, or the A.8 pressure of the zone it is
 * labelled for. The pressure is the area's whole net suction with no credit for the tiles, qp·|cpe,1| [ASSUME,
 * conservative], plus the building's internal pressure c_pi = 0.2 unless the ceiling is confirmed well sealed. The
 * zonal method is reported valid only inside the A.8 limits and under a well-sealed ceiling; outside them the
 * calculated pressure is what the underlay must resist (it always is here, so the check holds either way).
 * An underlay that declares nothing is "to confirm" with its manufacturer, never a pass.
 */
export function checkUnderlay(options: {
  underlay: UnderlaySpecification;
  peakVelocityPressurePa: number;
  areas: readonly UnderlayArea[];
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
  const internal = options.isCeilingWellSealed ? 0 : UNSEALED_CEILING_INTERNAL_PRESSURE_COEFFICIENT;
  const qp = options.peakVelocityPressurePa;
  const resistance = resistanceOf(underlay);
  const areas = options.areas.map((area): UnderlayAreaCheck => {
    const suction = Math.abs(Math.min(area.cpe1, 0));
    const pressure = qp * (suction + internal);
    const shown = (value: number) => `${Math.round(value)} Pa`;
    const capacity = resistance.pressurePa;
    let verdict: CheckVerdict;
    let reason: string;
    let toConfirm: string | null = null;
    if (capacity === null) {
      verdict = "to confirm";
      reason = `${resistance.description}; at least ${shown(pressure)} needed here`;
      toConfirm = `${underlay.name}'s declared wind-uplift resistance, ${underlay.declarationSource === undefined ? "not stated" : `not in ${underlay.declarationSource}`}: confirm it with the manufacturer`;
    } else if (capacity >= pressure) {
      verdict = "meets";
      reason = `${resistance.description} ≥ ${shown(pressure)}`;
    } else if (!options.isCeilingWellSealed && capacity >= qp * suction) {
      verdict = "to confirm";
      reason = `${resistance.description} < ${shown(pressure)} with the building's internal pressure, but ≥ the ${shown(qp * suction)} under a well-sealed ceiling`;
      toConfirm = "that the ceiling is well sealed (BS 9250), or choose a stronger underlay";
    } else {
      verdict = "refer to technical support";
      reason = `${resistance.description} < ${shown(pressure)}: a stronger underlay is needed`;
    }
    return { ...area, pressurePa: pressure, resistancePa: capacity, verdict, reason, toConfirm };
  });
  return {
    isZonalMethodValid: failed.length === 0,
    zonalMethodLimits: failed,
    isCeilingWellSealed: options.isCeilingWellSealed,
    internalPressureCoefficient: internal,
    resistance,
    areas,
    requiredResistancePa: areas.reduce((largest, area) => Math.max(largest, area.pressurePa), 0),
    declaredResistancePa: resistance.pressurePa,
    verdict: worstVerdict(areas.map((area) => area.verdict)),
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
