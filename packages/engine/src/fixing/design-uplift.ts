/**
 * BS 5534 design uplift on a tile in a wind zone [ASSUME structure, calculations.md §4]:
 * p_d = γQ · KFI · qp · |cpe,1| · f_u.
 */
import { requireInRange } from "../errors.js";

export interface WindLoadFactors {
  /** γQ, VariableLoadSafetyFactor. */
  variableLoadSafetyFactor: number;
  /** KFI, the data model's multiplying factor (read as the consequence-class factor). */
  multiplyingFactor: number;
  /** γG, PermanentLoadSafetyFactor, applied to the tile's self-weight. */
  permanentLoadSafetyFactor: number;
  /** f_u, the underlay wind-pressure factor (share of the net pressure carried by the tiles). */
  underlayPressureFactor: number;
}

/** The spec's defaults: γQ = 1.5, KFI = 0.9, γG = 1.0, f_u = 0.9 (issue 5; spec 03 roof fixing data). */
export const DEFAULT_WIND_LOAD_FACTORS: Readonly<WindLoadFactors> = {
  variableLoadSafetyFactor: 1.5,
  multiplyingFactor: 0.9,
  permanentLoadSafetyFactor: 1,
  underlayPressureFactor: 0.9,
};

/** f_u for an air-permeable underlay after BS 5534:2014+A2:2018 [ASSUME reading (a), calculations.md §4]. */
export const AIR_PERMEABLE_UNDERLAY_PRESSURE_FACTOR = 1.1;

export function validateWindLoadFactors(factors: WindLoadFactors): void {
  requireInRange("variableLoadSafetyFactor", factors.variableLoadSafetyFactor, 1, 2);
  requireInRange("multiplyingFactor", factors.multiplyingFactor, 0.5, 1.5);
  requireInRange("permanentLoadSafetyFactor", factors.permanentLoadSafetyFactor, 0.5, 1.5);
  requireInRange("underlayPressureFactor", factors.underlayPressureFactor, 0.5, 1.5);
}

/** p_d = γQ · KFI · qp · |cpe,1| · f_u, in Pa. */
export function designUpliftPa(peakVelocityPressurePa: number, cpe1: number, factors: WindLoadFactors): number {
  return (
    factors.variableLoadSafetyFactor *
    factors.multiplyingFactor *
    peakVelocityPressurePa *
    Math.abs(Math.min(cpe1, 0)) *
    factors.underlayPressureFactor
  );
}
