/**
 * The BS 5534 fixing specification of one roof: per band the design uplift, the tile's capacity and the
 * fixing, grouped the way specifications are read (perimeter, local areas, general area), with the
 * gauge and headlap, batten size, underlay check and counter battens.
 */
import { requireInRange, requirePositive } from "../errors.js";
import { type EntryRecorder, startStep, startTrace, type Traced, type TracedStep } from "../trace.js";
import type { WindBand } from "../wind/roof-zones.js";
import type { SiteWind } from "../wind/site-wind.js";
import { fixAreas } from "./area-fixings.js";
import {
  type BattenSize,
  battenSizeForSpan,
  type CounterBattens,
  checkUnderlay,
  counterBattens,
  type UnderlayCheck,
  type UnderlaySpecification,
} from "./battens-and-underlay.js";
import {
  AIR_PERMEABLE_UNDERLAY_PRESSURE_FACTOR,
  type AppliedFactor,
  resolveWindLoadFactors,
  validateWindLoadFactors,
  type WindLoadFactors,
  windLoadFactorsOf,
} from "./design-uplift.js";
import { type CourseFixingRule, type FixingOption, minimumFixingRule } from "./fixing-options.js";
import {
  type CourseSettingOut,
  type HeadlapRule,
  type HeadlapSelection,
  selectHeadlap,
  setOutCourses,
} from "./gauge-and-headlap.js";
import { leverArmsAndCapacities } from "./lever-arms-and-capacities.js";
import type { ServiceClass, TileCapacities } from "./tile-resistance.js";
import { type TileSpecification, validateTileSpecification } from "./tile-specification.js";
import { type CheckOutcome, type FixingVerdict, overallVerdict, shortAreaName } from "./verdict.js";

export interface FixingRoofInput {
  pitchDeg: number;
  /** Maximum rafter centres: the batten span (spec choices 400, 450, 600 mm). */
  rafterCentresMm: number;
  /** Rafter length on the slope, eaves to ridge. */
  rafterLengthM: number;
  siteAltitudeM: number;
  hasSignificantOrography?: boolean;
  isCeilingWellSealed?: boolean;
  isUnderlaySupported?: boolean;
  counterBattenDepthMm?: number;
  ridgeAllowanceMm?: number;
  eavesOverhangMm?: number;
  /** EN 1995-1-1 service class of the battens, for kmod of the untested nail fallback; omitted → 2. */
  battenServiceClass?: ServiceClass;
}

export interface FixingSpecificationInput {
  wind: SiteWind;
  roof: FixingRoofInput;
  tile: TileSpecification;
  headlapRules?: readonly HeadlapRule[];
  headlapOverrideMm?: number;
  /** Roof-level override of the wind-load factors (spec: windloadVariablesOveriden), set by technical support. */
  windLoadFactors?: Partial<WindLoadFactors>;
  underlay?: UnderlaySpecification;
  /** Fixing options in cost order; omitted → weight, 1 nail, 2 nails, clip, nail + clip, 2 nails + clip. */
  fixingOptions?: readonly FixingOption[];
}

export type FixingStatus = "ok" | "refer to technical support";

export interface BandFixing {
  name: string;
  kind: "perimeter" | "local" | "general";
  zones: string;
  dimensions: string;
  band: WindBand | null;
  cpe1: number;
  designUpliftPa: number;
  calculatedFixing: FixingOption | null;
  fixing: FixingOption | null;
  fixingRank: number;
  capacityPa: number | null;
  minimumRule: string;
  status: FixingStatus;
}

export interface FixingSpecification {
  status: FixingStatus;
  factors: WindLoadFactors;
  /** The same factors with their symbols, meanings, references and where each value came from, as shown to a checker. */
  appliedFactors: AppliedFactor[];
  headlap: HeadlapSelection;
  settingOut: CourseSettingOut;
  batten: BattenSize;
  capacities: TileCapacities;
  leverArmSet: string;
  perimeter: BandFixing;
  localAreas: BandFixing[];
  generalArea: BandFixing | null;
  /** A minimum rule that nails whole courses (plain tiles below 60°), for the bill of quantities; else null. */
  courseFixingRule: CourseFixingRule | null;
  ridgesAndHips: string;
  verges: string;
  underlay: UnderlayCheck | null;
  counterBattens: CounterBattens;
  /** Every check's verdict and the roof's: complete only when every check meets. Outputs print it as stored. */
  verdict: FixingVerdict;
}

/** The wind-load factors: defaults, the roof's overrides and the underlay's, each with where it came from. */
function windLoadFactors(
  input: FixingSpecificationInput,
): TracedStep<{ factors: WindLoadFactors; appliedFactors: AppliedFactor[] }> {
  const record = startStep();
  const appliedFactors = resolveWindLoadFactors(input);
  if (appliedFactors.some((factor) => factor.source === "underlay")) {
    record.decide(
      `f_u = ${AIR_PERMEABLE_UNDERLAY_PRESSURE_FACTOR}`,
      "air-permeable underlay: BS 5534 A2:2018 removed part of its benefit, so the tiles carry more of the pressure",
      "BS 5534 A2:2018",
    );
  }
  const factors = windLoadFactorsOf(appliedFactors);
  validateWindLoadFactors(factors);
  for (const factor of appliedFactors) {
    record.step({
      symbol: factor.symbol,
      description: `${factor.name}: ${factor.meaning} (${factor.sourceLabel})`,
      value: factor.value,
      unit: "",
      reference: factor.reference,
    });
  }
  return record.done({ factors, appliedFactors });
}

/** Each check of the specification with its verdict: the fixing of every area, the underlay, battens, setting out. */
function checksOf(parts: {
  areas: readonly BandFixing[];
  underlay: UnderlayCheck | null;
  batten: BattenSize;
  roof: FixingRoofInput;
  settingOut: CourseSettingOut;
}): CheckOutcome[] {
  const pascals = (value: number) => `${Math.round(value)} Pa`;
  const millimetres = (value: number) => `${Number(value.toFixed(1))} mm`;
  const fixings = parts.areas.map(
    (area): CheckOutcome =>
      area.fixing === null || area.capacityPa === null
        ? {
            check: `Fixing: ${shortAreaName(area.name)}`,
            verdict: "refer to technical support",
            reason: `no listed fixing resists the design uplift of ${pascals(area.designUpliftPa)}`,
            toConfirm: null,
          }
        : {
            check: `Fixing: ${shortAreaName(area.name)}`,
            verdict: "meets",
            reason: `${area.fixing.name}, capacity ${pascals(area.capacityPa)} ≥ design uplift ${pascals(area.designUpliftPa)}`,
            toConfirm: null,
          },
  );
  const underlay: CheckOutcome[] =
    parts.underlay === null
      ? [
          {
            check: "Underlay",
            verdict: "to confirm",
            reason: "no underlay chosen, so its wind-uplift resistance is not checked",
            toConfirm: "the underlay: choose it, so its wind-uplift resistance can be checked",
          },
        ]
      : parts.underlay.areas.map((area) => ({
          check: `Underlay: ${shortAreaName(area.name)}`,
          verdict: area.verdict,
          reason: area.reason,
          toConfirm: area.toConfirm,
        }));
  const { settingOut } = parts;
  return [
    ...fixings,
    ...underlay,
    {
      check: "Battens",
      verdict: "meets",
      reason: `${parts.batten.name} meets BS 5534 Table 3 for this covering at ${parts.roof.rafterCentresMm} mm rafter centres`,
      toConfirm: null,
    },
    settingOut.problem === null
      ? {
          check: "Setting out",
          verdict: "meets",
          reason: `${settingOut.courses} courses at ${millimetres(settingOut.gaugeMm)} gauge, headlap ${millimetres(settingOut.headlapInUseMm)}, within the tile's headlap range`,
          toConfirm: null,
        }
      : { check: "Setting out", verdict: "refer to technical support", reason: settingOut.problem, toConfirm: null },
  ];
}

/**
 * The fixing specification, step by step: the wind-load factors, the headlap and setting out, the batten, the
 * tile's capacities, each area's fixing, the underlay against the pressure on it, counter battens, and the verdict.
 */
export function calculateFixingSpecification(input: FixingSpecificationInput): Traced<FixingSpecification> {
  validateFixingSpecificationInput(input);
  const { tile, roof } = input;
  const recorder = startTrace("Tile fixing specification", "BS 5534:2014+A2:2018");
  recordInputs(recorder, input);

  const { factors, appliedFactors } = recorder.include(windLoadFactors(input));
  const { headlap, settingOut } = recorder.include(headlapAndSettingOut(input));
  const batten = recorder.include(battenForSpan(input));
  const { leverArms, capacities } = recorder.include(leverArmsAndCapacities(tile, roof, batten, settingOut, factors));
  const { perimeter, localAreas, generalArea } = recorder.include(fixAreas(input, factors, capacities));
  const underlay = recorder.include(underlayAgainstPressure(input, { perimeter, localAreas, generalArea }));
  const counter = recorder.include(counterBattensFor(roof, batten));

  const all = [perimeter, ...localAreas, ...(generalArea === null ? [] : [generalArea])];
  const status: FixingStatus =
    all.some((band) => band.status !== "ok") || !settingOut.isWithinHeadlapRange ? "refer to technical support" : "ok";
  const verdict = overallVerdict(checksOf({ areas: all, underlay, batten, roof, settingOut }));
  const courseFixingRule = minimumFixingRule({
    lapType: tile.lapType,
    pitchDeg: roof.pitchDeg,
    isPerimeter: false,
    hasNibs: tile.hasNibs ?? true,
  }).courseRule;
  const ridgesAndHips = "ridges and hips mechanically fixed (dry-fix to BS 8612); mortar alone is not relied on";
  const verges = "verge tiles: two fixings (nail + verge clip) or a dry-verge unit to BS 8612";
  recorder.decide("ridges and hips mechanically fixed", ridgesAndHips, "BS 5534; BS 8612");
  return {
    result: {
      status,
      factors,
      appliedFactors,
      headlap,
      settingOut,
      batten,
      capacities,
      leverArmSet: leverArms.setName,
      perimeter,
      localAreas,
      generalArea,
      courseFixingRule,
      ridgesAndHips,
      verges,
      underlay,
      counterBattens: counter,
      verdict,
    },
    trace: recorder.trace,
  };
}

function validateFixingSpecificationInput(input: FixingSpecificationInput): void {
  validateTileSpecification(input.tile);
  requireInRange("pitchDeg", input.roof.pitchDeg, 12.5, 90);
  requirePositive("rafterCentresMm", input.roof.rafterCentresMm);
  requirePositive("rafterLengthM", input.roof.rafterLengthM);
}

function recordInputs(recorder: EntryRecorder, input: FixingSpecificationInput): void {
  const { tile, roof } = input;
  recorder.input("tile", `${tile.name} (${tile.code})`, "");
  recorder.input("qp", input.wind.peakVelocityPressure.peakVelocityPressurePa, "Pa");
  recorder.input("α (pitch)", roof.pitchDeg, "°");
  recorder.input("rafter centres", roof.rafterCentresMm, "mm");
  recorder.input("rafter length", roof.rafterLengthM, "m");
}

/** The headlap for the pitch and rafter, and the rafter set out in courses within the tile's headlap range. */
function headlapAndSettingOut(
  input: FixingSpecificationInput,
): TracedStep<{ headlap: HeadlapSelection; settingOut: CourseSettingOut }> {
  const record = startStep();
  const { tile, roof } = input;
  const headlap = selectHeadlap({
    tile,
    pitchDeg: roof.pitchDeg,
    rafterLengthM: roof.rafterLengthM,
    ...(input.headlapRules === undefined ? {} : { headlapRules: input.headlapRules }),
    ...(input.headlapOverrideMm === undefined ? {} : { headlapOverrideMm: input.headlapOverrideMm }),
  });
  record.step({
    symbol: "headlap",
    description: `minimum headlap (${headlap.source})`,
    value: headlap.headlapMm,
    unit: "mm",
    reference: "headlap rules; BS 5534; NHBC 7.2.19",
  });
  record.step({
    symbol: "g_max",
    description: "maximum gauge",
    value: headlap.maximumGaugeMm,
    unit: "mm",
    reference: "BS 5534",
    formula: tile.lapType === "single" ? "L − headlap" : "(L − headlap)/2",
  });
  const settingOut = setOutCourses({
    tile,
    rafterLengthM: roof.rafterLengthM,
    maximumGaugeMm: headlap.maximumGaugeMm,
    minimumGaugeMm: headlap.minimumGaugeMm,
    ...(roof.ridgeAllowanceMm === undefined ? {} : { ridgeAllowanceMm: roof.ridgeAllowanceMm }),
    ...(roof.eavesOverhangMm === undefined ? {} : { eavesOverhangMm: roof.eavesOverhangMm }),
  });
  record.step({
    symbol: "g",
    description: `gauge in use, ${settingOut.courses} courses`,
    value: settingOut.gaugeMm,
    unit: "mm",
    reference: "BS 5534 setting out: gauge within the tile's headlap range",
    formula: "D/(n − 1); D = Ls + overhang − ridge allowance − L_h",
  });
  record.step({
    symbol: "g_min",
    description: "minimum gauge (the tile's maximum headlap)",
    value: headlap.minimumGaugeMm,
    unit: "mm",
    reference: "BS 5534; manufacturer's maximum headlap",
    formula: tile.lapType === "single" ? "L − maximum headlap" : "(L − maximum headlap)/2",
  });
  if (settingOut.problem !== null) {
    record.decide("rafter cannot be set out: refer to technical support", settingOut.problem, "BS 5534 setting out");
  }
  return record.done({ headlap, settingOut });
}

/** The batten size for the covering and the rafter centres (BS 5534 Table 3). */
function battenForSpan({ tile, roof }: FixingSpecificationInput): TracedStep<BattenSize> {
  const record = startStep();
  const batten = battenSizeForSpan(tile.coveringType, roof.rafterCentresMm);
  record.decide(
    `batten ${batten.name}`,
    `${tile.coveringType} at ${roof.rafterCentresMm} mm rafter centres`,
    "BS 5534 Table 3",
  );
  return record.done(batten);
}

/**
 * Where an underlay is chosen, the pressure on it in every area against its declared resistance (BS 5534 A.8). The
 * underlay lies under every area; the perimeter tiles' row repeats the worst local area, so it adds nothing.
 */
function underlayAgainstPressure(
  input: FixingSpecificationInput,
  areas: { perimeter: BandFixing; localAreas: readonly BandFixing[]; generalArea: BandFixing | null },
): TracedStep<UnderlayCheck | null> {
  const record = startStep();
  if (input.underlay === undefined) return record.done(null);
  const { roof } = input;
  const qp = input.wind.peakVelocityPressure.peakVelocityPressurePa;
  const bandAreas = [...areas.localAreas, ...(areas.generalArea === null ? [] : [areas.generalArea])];
  const underlay = checkUnderlay({
    underlay: input.underlay,
    peakVelocityPressurePa: qp,
    areas: (bandAreas.length > 0 ? bandAreas : [areas.perimeter]).map(({ name, kind, zones, cpe1 }) => ({
      name,
      kind,
      zones,
      cpe1,
    })),
    ridgeHeightM: input.wind.zones.ridgeHeightM,
    pitchDeg: roof.pitchDeg,
    siteAltitudeM: roof.siteAltitudeM,
    hasSignificantOrography: roof.hasSignificantOrography ?? false,
    isCeilingWellSealed: roof.isCeilingWellSealed ?? false,
  });
  record.decide(
    underlay.isCeilingWellSealed ? "ceiling well sealed: c_pi = 0" : "ceiling not confirmed well sealed: c_pi = 0.2",
    underlay.isCeilingWellSealed
      ? "a well-sealed ceiling keeps the building's internal pressure off the underlay"
      : "the conservative value until the ceiling is confirmed well sealed: the building's internal pressure reaches the underlay (the more onerous of +0.2 and −0.3)",
    "BS 5534 A.8; BS EN 1991-1-4 7.2.9(6)",
  );
  for (const area of underlay.areas) {
    record.step({
      symbol: `p_u ${area.name}`,
      description: `pressure on the underlay, governed by ${area.zones}`,
      value: area.pressurePa,
      unit: "Pa",
      reference: "BS 5534 A.8; BS EN 1991-1-4 7.2.9: no shielding by the tiles is taken (conservative)",
      formula: `qp·(|cpe,1| + c_pi) = ${Number(qp.toFixed(1))} × (${Number(Math.abs(Math.min(area.cpe1, 0)).toFixed(3))} + ${underlay.internalPressureCoefficient})`,
    });
    record.decide(`underlay, ${area.name}: ${area.verdict}`, area.reason, "BS 5534 A.8");
  }
  record.decide(
    `underlay ${input.underlay.name}: ${underlay.verdict}`,
    underlay.isZonalMethodValid
      ? "within the zonal method limits"
      : `zonal method not valid (${underlay.zonalMethodLimits.join(", ")}); compared with the calculated pressure`,
    "BS 5534 A.8",
  );
  return record.done(underlay);
}

function counterBattensFor(roof: FixingRoofInput, batten: BattenSize): TracedStep<CounterBattens> {
  const record = startStep();
  const counter = counterBattens(roof.counterBattenDepthMm, roof.isUnderlaySupported ?? false, batten.depthMm);
  record.decide(counter.isRequired ? "counter battens" : "no counter battens", counter.note, "NBS 259; BS 5534");
  return record.done(counter);
}
