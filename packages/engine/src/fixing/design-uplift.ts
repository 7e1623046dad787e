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
import type { UnderlaySpecification } from "./battens-and-underlay.js";
import type { TileSpecification } from "./tile-specification.js";

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

/**
 * Where a factor's value comes from, first that applies: the roof's override (set by technical support), the
 * tile's own factor (γQ), the consequence class the tile's factor stands for (KFI), an air-permeable underlay
 * (f_u), or else the specification's default.
 */
export type WindLoadFactorSource =
  | "staffOverride"
  | "tile"
  | "consequenceClass"
  | "underlay"
  | "specificationDefault"
  /** A result stored before the engine recorded sources: the value is the stored one, its source unknown. */
  | "notRecorded";

export interface AppliedFactor {
  /** The factor's name in `WindLoadFactors`. */
  factor: keyof WindLoadFactors;
  /** The symbol in the formula. */
  symbol: "γQ" | "KFI" | "γG" | "f_u";
  /** The specification's name for the input. */
  name: string;
  /** What the factor does in p_d = γQ·KFI·qp·|cpe,1|·f_u ≤ resistance with γG·W. */
  meaning: string;
  value: number;
  reference: string;
  source: WindLoadFactorSource;
  /** The source in words, as documents print it: "consequence class CC2 (tile)". */
  sourceLabel: string;
}

export type WindLoadFactorSources = Record<keyof WindLoadFactors, WindLoadFactorSource>;

/** EN 1990 Table B3: KFI 0.9 for consequence class CC1, 1.0 for CC2, 1.1 for CC3. */
const CONSEQUENCE_CLASS_BY_KFI: ReadonlyMap<number, string> = new Map([
  [0.9, "CC1"],
  [1, "CC2"],
  [1.1, "CC3"],
]);

export const NOT_RECORDED_SOURCE_LABEL = "source not recorded with this calculation: save the roof to recalculate it";

function sourceLabelOf(source: WindLoadFactorSource, value: number): string {
  switch (source) {
    case "staffOverride":
      return "overridden by technical support";
    case "tile":
      return "tile";
    case "consequenceClass": {
      const consequenceClass = CONSEQUENCE_CLASS_BY_KFI.get(value);
      return consequenceClass === undefined ? "tile's consequence factor" : `consequence class ${consequenceClass}`;
    }
    case "underlay":
      return "air-permeable underlay";
    case "specificationDefault":
      return "specification default";
    case "notRecorded":
      return NOT_RECORDED_SOURCE_LABEL;
  }
}

/** Each factor with its value, meaning and source, so a checker sees at once what was assumed and why. */
export function describeWindLoadFactors(factors: WindLoadFactors, sources: WindLoadFactorSources): AppliedFactor[] {
  const described: Array<Omit<AppliedFactor, "source" | "sourceLabel">> = [
    {
      factor: "variableLoadSafetyFactor",
      symbol: "γQ",
      name: "variable load safety factor",
      meaning: "partial factor on the wind (variable) action",
      value: factors.variableLoadSafetyFactor,
      reference: "EN 1990 Table A1.2(B) with UK NA",
    },
    {
      factor: "multiplyingFactor",
      symbol: "KFI",
      name: "multiplying factor",
      meaning: "consequence-class factor multiplying the wind action (0.9 CC1, 1.0 CC2)",
      value: factors.multiplyingFactor,
      reference: "EN 1990 Annex B, B3.3 Table B3",
    },
    {
      factor: "permanentLoadSafetyFactor",
      symbol: "γG",
      name: "permanent load safety factor",
      meaning: "partial factor on the tile's stabilising self-weight (favourable permanent action)",
      value: factors.permanentLoadSafetyFactor,
      reference: "EN 1990 Table A1.2(A) (EQU γG,inf = 0.9); default 1.0",
    },
    {
      factor: "underlayPressureFactor",
      symbol: "f_u",
      name: "underlay wind pressure factor",
      meaning: "share of the net wind pressure carried by the tiles over the underlay",
      value: factors.underlayPressureFactor,
      reference: "BS 5534:2014+A2:2018 underlay pressure factor",
    },
  ];
  return described.map((factor) => ({
    ...factor,
    source: sources[factor.factor],
    sourceLabel: sourceLabelOf(sources[factor.factor], factor.value),
  }));
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

/** What decides the factors: the roof's override, the tile's own factors and the underlay. */
export interface WindLoadFactorChoices {
  /** Roof-level override of the wind-load factors (spec: windloadVariablesOveriden), set by technical support. */
  windLoadFactors?: Partial<WindLoadFactors>;
  tile: Pick<TileSpecification, "variableLoadSafetyFactor" | "consequenceFactor">;
  underlay?: Pick<UnderlaySpecification, "isAirPermeable">;
}

/**
 * The factors a roof's calculation applies, each with where it comes from (`WindLoadFactorSource`): the one rule,
 * so the calculation and whatever reads a stored calculation agree.
 */
export function resolveWindLoadFactors(choices: WindLoadFactorChoices): AppliedFactor[] {
  const override = choices.windLoadFactors ?? {};
  const factors = { ...DEFAULT_WIND_LOAD_FACTORS };
  const sources: WindLoadFactorSources = {
    variableLoadSafetyFactor: "specificationDefault",
    multiplyingFactor: "specificationDefault",
    permanentLoadSafetyFactor: "specificationDefault",
    underlayPressureFactor: "specificationDefault",
  };
  const take = (factor: keyof WindLoadFactors, value: number | undefined, source: WindLoadFactorSource) => {
    if (value === undefined || sources[factor] !== "specificationDefault") return;
    factors[factor] = value;
    sources[factor] = source;
  };
  for (const factor of Object.keys(factors) as Array<keyof WindLoadFactors>) {
    take(factor, override[factor], "staffOverride");
  }
  take("variableLoadSafetyFactor", choices.tile.variableLoadSafetyFactor, "tile");
  take("multiplyingFactor", choices.tile.consequenceFactor, "consequenceClass");
  if (choices.underlay?.isAirPermeable === true) {
    take("underlayPressureFactor", AIR_PERMEABLE_UNDERLAY_PRESSURE_FACTOR, "underlay");
  }
  return describeWindLoadFactors(factors, sources);
}

/** The factors of `resolveWindLoadFactors` as the formula takes them. */
export function windLoadFactorsOf(applied: readonly AppliedFactor[]): WindLoadFactors {
  const factors = { ...DEFAULT_WIND_LOAD_FACTORS };
  for (const factor of applied) factors[factor.factor] = factor.value;
  return factors;
}

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
