/**
 * The BS 5534 fixing specification of one roof: per band the design uplift, the tile's capacity and the
 * fixing, grouped the way specifications are read (perimeter, local areas, general area), with the
 * gauge and headlap, batten size, underlay check and counter battens.
 */
import { EngineInputError, requireInRange, requirePositive } from "../errors.js";
import { startTrace, type Traced } from "../trace.js";
import type { WindBand } from "../wind/roof-zones.js";
import type { SiteWind } from "../wind/site-wind.js";
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
  designUpliftPa,
  resolveWindLoadFactors,
  validateWindLoadFactors,
  type WindLoadFactors,
  windLoadFactorsOf,
} from "./design-uplift.js";
import {
  type CourseFixingRule,
  chooseFixing,
  DEFAULT_FIXING_OPTIONS,
  type FixingOption,
  minimumFixingRule,
  optionCapacityPa,
  withCourseRule,
} from "./fixing-options.js";
import {
  type CourseSettingOut,
  type HeadlapRule,
  type HeadlapSelection,
  selectHeadlap,
  setOutCourses,
} from "./gauge-and-headlap.js";
import {
  chooseLeverArms,
  DEFAULT_FIXING_MATERIAL_FACTOR,
  type ServiceClass,
  type TileCapacities,
  tileCapacities,
} from "./tile-resistance.js";
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

function resolveFactors(
  input: FixingSpecificationInput,
  record: (decision: string, reason: string) => void,
): { factors: WindLoadFactors; appliedFactors: AppliedFactor[] } {
  const appliedFactors = resolveWindLoadFactors(input);
  if (appliedFactors.some((factor) => factor.source === "underlay")) {
    record(
      `f_u = ${AIR_PERMEABLE_UNDERLAY_PRESSURE_FACTOR}`,
      "air-permeable underlay: BS 5534 A2:2018 removed part of its benefit, so the tiles carry more of the pressure",
    );
  }
  const factors = windLoadFactorsOf(appliedFactors);
  validateWindLoadFactors(factors);
  return { factors, appliedFactors };
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

function describeBand(band: WindBand): string {
  const round = (value: number) => Number(value.toFixed(2));
  return `${round(band.alongEavesFromM)}–${round(band.alongEavesToM)} m from each verge, ${round(band.upSlopeFromM)}–${round(band.upSlopeToM)} m up the slope`;
}

export function calculateFixingSpecification(input: FixingSpecificationInput): Traced<FixingSpecification> {
  validateTileSpecification(input.tile);
  const roof = input.roof;
  requireInRange("pitchDeg", roof.pitchDeg, 12.5, 90);
  requirePositive("rafterCentresMm", roof.rafterCentresMm);
  requirePositive("rafterLengthM", roof.rafterLengthM);
  const qp = input.wind.peakVelocityPressure.peakVelocityPressurePa;
  const tile = input.tile;
  const recorder = startTrace("Tile fixing specification", "BS 5534:2014+A2:2018");
  recorder.input("tile", `${tile.name} (${tile.code})`, "");
  recorder.input("qp", qp, "Pa");
  recorder.input("α (pitch)", roof.pitchDeg, "°");
  recorder.input("rafter centres", roof.rafterCentresMm, "mm");
  recorder.input("rafter length", roof.rafterLengthM, "m");

  const { factors, appliedFactors } = resolveFactors(input, (decision, reason) =>
    recorder.decide(decision, reason, "BS 5534 A2:2018"),
  );
  for (const factor of appliedFactors) {
    recorder.step({
      symbol: factor.symbol,
      description: `${factor.name}: ${factor.meaning} (${factor.sourceLabel})`,
      value: factor.value,
      unit: "",
      reference: factor.reference,
    });
  }

  const headlap = selectHeadlap({
    tile,
    pitchDeg: roof.pitchDeg,
    rafterLengthM: roof.rafterLengthM,
    ...(input.headlapRules === undefined ? {} : { headlapRules: input.headlapRules }),
    ...(input.headlapOverrideMm === undefined ? {} : { headlapOverrideMm: input.headlapOverrideMm }),
  });
  recorder.step({
    symbol: "headlap",
    description: `minimum headlap (${headlap.source})`,
    value: headlap.headlapMm,
    unit: "mm",
    reference: "headlap rules; BS 5534; NHBC 7.2.19",
  });
  recorder.step({
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
  recorder.step({
    symbol: "g",
    description: `gauge in use, ${settingOut.courses} courses`,
    value: settingOut.gaugeMm,
    unit: "mm",
    reference: "BS 5534 setting out: gauge within the tile's headlap range",
    formula: "D/(n − 1); D = Ls + overhang − ridge allowance − L_h",
  });
  recorder.step({
    symbol: "g_min",
    description: "minimum gauge (the tile's maximum headlap)",
    value: headlap.minimumGaugeMm,
    unit: "mm",
    reference: "BS 5534; manufacturer's maximum headlap",
    formula: tile.lapType === "single" ? "L − maximum headlap" : "(L − maximum headlap)/2",
  });
  if (settingOut.problem !== null) {
    recorder.decide("rafter cannot be set out: refer to technical support", settingOut.problem, "BS 5534 setting out");
  }

  const batten = battenSizeForSpan(tile.coveringType, roof.rafterCentresMm);
  recorder.decide(
    `batten ${batten.name}`,
    `${tile.coveringType} at ${roof.rafterCentresMm} mm rafter centres`,
    "BS 5534 Table 3",
  );
  const leverArms = chooseLeverArms(tile, batten.widthMm, settingOut.headlapInUseMm);
  recorder.decide(`lever arms ${leverArms.setName}`, leverArms.reason, "tile specification (SB/BB × 75/100 mm lap)");
  recorder.input("W (tile self-weight)", tile.tileWeightN, "N");
  recorder.input("cover width", tile.coverWidthMm, "mm");
  recorder.input("a_w (uplift lever)", leverArms.arms.upliftRotationMm, "mm", leverArms.setName);
  recorder.input("a_g (self-weight lever)", leverArms.arms.cogRotationMm, "mm", leverArms.setName);
  recorder.input("a_n (nail lever, NibFaceToNailHole)", tile.nibFaceToNailHoleMm, "mm");
  recorder.input("a_c (clip lever)", leverArms.arms.clipRotationMm, "mm", leverArms.setName);
  recorder.input("laid pitch reduction", tile.laidPitchReductionDeg ?? 0, "°");
  if (tile.nailCharacteristicResistanceN !== undefined)
    recorder.input("R_nail,k (tested)", tile.nailCharacteristicResistanceN, "N");
  if (tile.clipCharacteristicResistanceN !== undefined)
    recorder.input("R_clip,k (tested)", tile.clipCharacteristicResistanceN, "N");
  recorder.input(
    "γM",
    tile.partialSafetyFactor ?? DEFAULT_FIXING_MATERIAL_FACTOR,
    "",
    tile.partialSafetyFactor === undefined ? "default" : "tile",
  );
  const capacities = tileCapacities({
    tile,
    arms: leverArms.arms,
    gaugeMm: settingOut.gaugeMm,
    pitchDeg: roof.pitchDeg,
    permanentLoadSafetyFactor: factors.permanentLoadSafetyFactor,
    ...(roof.battenServiceClass === undefined ? {} : { battenServiceClass: roof.battenServiceClass }),
  });
  recorder.decide(
    capacities.nailResistanceSource === "tested"
      ? "nail resistance: tested value"
      : capacities.nailResistanceSource === "none"
        ? "nail resistance: none (no tested value, and EN 1995-1-1 gives nothing)"
        : "nail resistance: EN 1995-1-1 8.3.2 smooth-nail rule",
    capacities.nailResistanceReason,
    capacities.nailResistanceSource === "tested"
      ? "BS EN 14437 / CEN/TS 15087"
      : "BS EN 1995-1-1 8.3.2(6), (7); Table 3.1",
  );
  recorder.step({
    symbol: "A_t",
    description: "exposed area of one tile",
    value: capacities.tileAreaM2,
    unit: "m²",
    reference: "BS 5534 Annex A: moments about the tile's pivot",
    formula: "cover width × gauge",
  });
  recorder.step({
    symbol: "R_nail,d",
    description: "design nail withdrawal resistance",
    value: capacities.nailDesignResistanceN,
    unit: "N",
    reference:
      capacities.nailResistanceSource === "tested" ? "tested R_k / γM" : "BS EN 1995-1-1 8.3.2: kmod·k_pen·R_ax,k / γM",
  });
  recorder.step({
    symbol: "p_R,weight",
    description: "capacity of the self-weight",
    value: capacities.weightCapacityPa,
    unit: "Pa",
    reference: "BS 5534 Annex A: moments about the tile's pivot",
    formula: `γG·W·cos α_t·a_g/(A_t·a_w), γG = ${factors.permanentLoadSafetyFactor}`,
  });
  recorder.step({
    symbol: "Δp_R,nail",
    description: "capacity added by each nail",
    value: capacities.perNailCapacityPa,
    unit: "Pa",
    reference: "BS 5534 Annex A: moments about the tile's pivot",
    formula: "R_nail,d·a_n/(A_t·a_w)",
  });
  if (capacities.perClipCapacityPa !== null) {
    recorder.step({
      symbol: "Δp_R,clip",
      description: "capacity added by a clip",
      value: capacities.perClipCapacityPa,
      unit: "Pa",
      reference: "BS 5534 Annex A: moments about the tile's pivot",
      formula: "R_clip,d·a_c/(A_t·a_w)",
    });
  } else {
    recorder.decide("no clip options", "the tile has no tested clip resistance", "BS EN 14437");
  }

  const options = input.fixingOptions ?? DEFAULT_FIXING_OPTIONS;
  if (options.length === 0) throw new EngineInputError("fixingOptions", "at least one fixing option is required");
  const hasNibs = tile.hasNibs ?? true;
  const fixBand = (
    name: string,
    kind: BandFixing["kind"],
    band: WindBand | null,
    cpe1: number,
    zones: string,
    dimensions: string,
  ): BandFixing => {
    const uplift = designUpliftPa(qp, cpe1, factors);
    const rule = minimumFixingRule({
      lapType: tile.lapType,
      pitchDeg: roof.pitchDeg,
      isPerimeter: kind === "perimeter",
      hasNibs,
    });
    const choice = chooseFixing({
      designUpliftPa: uplift,
      capacities,
      fixingOptions: options,
      rule,
      numberOfNailHoles: tile.numberOfNailHoles,
    });
    recorder.step({
      symbol: `p_d ${name}`,
      description: `design uplift, governed by ${zones}`,
      value: uplift,
      unit: "Pa",
      reference: "BS 5534 Annex A; BS EN 1990 Annex A1 partial factors",
      formula: `γQ·KFI·qp·|cpe,1|·f_u = ${factors.variableLoadSafetyFactor} × ${factors.multiplyingFactor} × ${Number(qp.toFixed(1))} × ${Number(Math.abs(cpe1).toFixed(3))} × ${factors.underlayPressureFactor}`,
    });
    const status: FixingStatus = choice.specified === null ? "refer to technical support" : "ok";
    // The estimate orders the course rule's nails for the field tiles of each area, the perimeter tiles taking
    // the perimeter fixing, so the course rule is named in the areas' text only.
    const specified =
      choice.specified === null || kind === "perimeter"
        ? choice.specified
        : withCourseRule(choice.specified, rule.courseRule);
    recorder.decide(
      `${name}: ${specified === null ? "refer to technical support" : specified.name}`,
      choice.calculated === null
        ? `no option resists ${uplift.toFixed(0)} Pa`
        : `${choice.calculated.name} is the first option to resist ${uplift.toFixed(0)} Pa (capacity ${optionCapacityPa(choice.calculated, capacities)?.toFixed(0)} Pa)${choice.isRaisedByMinimumRule ? `; raised to meet: ${rule.description}` : ""}`,
      "BS 5534 minimum fixing rules; least fixing that resists the design uplift",
    );
    return {
      name,
      kind,
      zones,
      dimensions,
      band,
      cpe1,
      designUpliftPa: uplift,
      calculatedFixing: choice.calculated,
      fixing: specified,
      fixingRank: choice.rank,
      capacityPa: choice.capacityPa,
      minimumRule: rule.description,
      status,
    };
  };

  const bands = input.wind.zones.bands;
  const localAreas = bands
    .filter((band) => band.kind === "local")
    .map((band) => fixBand(band.name, "local", band, band.cpe1, band.governingZone, describeBand(band)));
  const generalBand = bands.find((band) => band.kind === "general");
  const generalArea =
    generalBand === undefined
      ? null
      : fixBand(
          generalBand.name,
          "general",
          generalBand,
          generalBand.cpe1,
          generalBand.governingZone,
          describeBand(generalBand),
        );
  // Perimeter tiles sit in the local strips; they take the worst local coefficient.
  const worst = bands.reduce<WindBand | null>(
    (current, band) => (current === null || band.cpe1 < current.cpe1 ? band : current),
    null,
  );
  const perimeter = fixBand(
    "Perimeter tiles (eaves, top course, verges, abutments, each side of hips and valleys)",
    "perimeter",
    null,
    worst?.cpe1 ?? 0,
    worst?.governingZone ?? "none",
    "one tile wide along every edge",
  );

  let underlay: UnderlayCheck | null = null;
  if (input.underlay !== undefined) {
    // The underlay lies under every band; the perimeter tiles' row repeats the worst local band, so it adds nothing.
    const bandAreas = [...localAreas, ...(generalArea === null ? [] : [generalArea])];
    underlay = checkUnderlay({
      underlay: input.underlay,
      peakVelocityPressurePa: qp,
      areas: (bandAreas.length > 0 ? bandAreas : [perimeter]).map(({ name, kind, zones, cpe1 }) => ({
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
    recorder.decide(
      underlay.isCeilingWellSealed ? "ceiling well sealed: c_pi = 0" : "ceiling not confirmed well sealed: c_pi = 0.2",
      underlay.isCeilingWellSealed
        ? "a well-sealed ceiling keeps the building's internal pressure off the underlay"
        : "the conservative value until the ceiling is confirmed well sealed: the building's internal pressure reaches the underlay (the more onerous of +0.2 and −0.3)",
      "BS 5534 A.8; BS EN 1991-1-4 7.2.9(6)",
    );
    for (const area of underlay.areas) {
      recorder.step({
        symbol: `p_u ${area.name}`,
        description: `pressure on the underlay, governed by ${area.zones}`,
        value: area.pressurePa,
        unit: "Pa",
        reference: "BS 5534 A.8; BS EN 1991-1-4 7.2.9: no shielding by the tiles is taken (conservative)",
        formula: `qp·(|cpe,1| + c_pi) = ${Number(qp.toFixed(1))} × (${Number(Math.abs(Math.min(area.cpe1, 0)).toFixed(3))} + ${underlay.internalPressureCoefficient})`,
      });
      recorder.decide(`underlay, ${area.name}: ${area.verdict}`, area.reason, "BS 5534 A.8");
    }
    recorder.decide(
      `underlay ${input.underlay.name}: ${underlay.verdict}`,
      underlay.isZonalMethodValid
        ? "within the zonal method limits"
        : `zonal method not valid (${underlay.zonalMethodLimits.join(", ")}); compared with the calculated pressure`,
      "BS 5534 A.8",
    );
  }
  const counter = counterBattens(roof.counterBattenDepthMm, roof.isUnderlaySupported ?? false, batten.depthMm);
  recorder.decide(counter.isRequired ? "counter battens" : "no counter battens", counter.note, "NBS 259; BS 5534");

  const all = [perimeter, ...localAreas, ...(generalArea === null ? [] : [generalArea])];
  const status: FixingStatus =
    all.some((band) => band.status !== "ok") || !settingOut.isWithinHeadlapRange ? "refer to technical support" : "ok";
  const verdict = overallVerdict(checksOf({ areas: all, underlay, batten, roof, settingOut }));
  const courseFixingRule = minimumFixingRule({
    lapType: tile.lapType,
    pitchDeg: roof.pitchDeg,
    isPerimeter: false,
    hasNibs,
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
