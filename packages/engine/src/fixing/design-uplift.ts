/**
 * BS 5534 design uplift on a tile in a wind zone [ASSUME structure, calculations.md §4]:
 * p_d = γQ · KFI · qp · |cpe,1| · f_u, resisted by γG·W·cos α_t (and the fixings).
 *
 * The four factors keep the specification's names (spec 03 §9 windload variables) and defaults; what
 * each one is in the formula is named here, in the trace and in docs/decisions/engine.md:
 * - variable load safety factor = γQ, the EN 1990 partial factor on the variable action (wind), 1.5
 *   (EN 1990 Table A1.2(B) with the UK NA);
 * - multiplying factor = KFI, the EN 1990 Annex B (B3.3, Table B3) factor for the consequence class, which
 *   multiplies the action: 0.9 for CC1, 1.0 for CC2;
 * - permanent load safety factor = γG on the stabilising self-weight of the tile (a favourable permanent
 *   action): 1.0, or 0.9 as for EN 1990 EQU (Table A1.2(A));
 * - underlay factor = f_u, the BS 5534 underlay wind-pressure factor: the share of the net wind pressure
 *   the tiles carry with the underlay beneath them (0.9; 0.75 supported; 1.1 air-permeable).
 */
import { requireInRange } from "../errors.js";

export interface WindLoadFactors {
  /** γQ: EN 1990 partial factor on the wind (variable) action. Spec: VariableLoadSafetyFactor. */
  variableLoadSafetyFactor: number;
  /** KFI: EN 1990 Annex B consequence-class factor multiplying the wind action. Spec: multiplying factor. */
  multiplyingFactor: number;
  /** γG: partial factor on the tile's stabilising self-weight. Spec: PermanentLoadSafetyFactor. */
  permanentLoadSafetyFactor: number;
  /** f_u: BS 5534 underlay factor, the share of the net pressure carried by the tiles. Spec: variableFu. */
  underlayPressureFactor: number;
}

export interface AppliedFactor {
  /** The symbol in the formula. */
  symbol: "γQ" | "KFI" | "γG" | "f_u";
  /** The specification's name for the input. */
  name: string;
  /** What the factor does in p_d = γQ·KFI·qp·|cpe,1|·f_u ≤ resistance with γG·W. */
  meaning: string;
  value: number;
  reference: string;
}

/** Each factor with its value and meaning, so a checker sees at once what was assumed. */
export function describeWindLoadFactors(factors: WindLoadFactors): AppliedFactor[] {
  return [
    {
      symbol: "γQ",
      name: "variable load safety factor",
      meaning: "partial factor on the wind (variable) action",
      value: factors.variableLoadSafetyFactor,
      reference: "EN 1990 Table A1.2(B) with UK NA",
    },
    {
      symbol: "KFI",
      name: "multiplying factor",
      meaning: "consequence-class factor multiplying the wind action (0.9 CC1, 1.0 CC2)",
      value: factors.multiplyingFactor,
      reference: "EN 1990 Annex B, B3.3 Table B3",
    },
    {
      symbol: "γG",
      name: "permanent load safety factor",
      meaning: "partial factor on the tile's stabilising self-weight (favourable permanent action)",
      value: factors.permanentLoadSafetyFactor,
      reference: "EN 1990 Table A1.2(A) (EQU γG,inf = 0.9); spec default 1.0",
    },
    {
      symbol: "f_u",
      name: "underlay wind pressure factor",
      meaning: "share of the net wind pressure carried by the tiles over the underlay",
      value: factors.underlayPressureFactor,
      reference: "BS 5534:2014+A2:2018 underlay pressure factor",
    },
  ];
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
