/**
 * The fixing of each area of the roof (calculations.md §5): its design uplift, the least listed fixing that resists
 * it, raised to the BS 5534 minimum rules, grouped as local areas, the general area and the perimeter tiles.
 */
import { EngineInputError } from "../errors.js";
import { startStep, type TracedStep } from "../trace.js";
import type { WindBand } from "../wind/roof-zones.js";
import { designUpliftPa, type WindLoadFactors } from "./design-uplift.js";
import {
  chooseFixing,
  DEFAULT_FIXING_OPTIONS,
  type FixingOption,
  minimumFixingRule,
  optionCapacityPa,
  withCourseRule,
} from "./fixing-options.js";
import type { BandFixing, FixingSpecificationInput, FixingStatus } from "./fixing-specification.js";
import type { TileCapacities } from "./tile-resistance.js";

export interface AreaFixings {
  perimeter: BandFixing;
  localAreas: BandFixing[];
  generalArea: BandFixing | null;
}

/** What every area's fixing is worked out from. */
interface AreaFixingBasis {
  input: FixingSpecificationInput;
  factors: WindLoadFactors;
  capacities: TileCapacities;
  options: readonly FixingOption[];
}

/** Each local area, the general area, then the perimeter tiles at the worst local coefficient. */
export function fixAreas(
  input: FixingSpecificationInput,
  factors: WindLoadFactors,
  capacities: TileCapacities,
): TracedStep<AreaFixings> {
  const record = startStep();
  const options = input.fixingOptions ?? DEFAULT_FIXING_OPTIONS;
  if (options.length === 0) throw new EngineInputError("fixingOptions", "at least one fixing option is required");
  const basis: AreaFixingBasis = { input, factors, capacities, options };
  const bands = input.wind.zones.bands;
  const localAreas = bands
    .filter((band) => band.kind === "local")
    .map((band) =>
      record.include(fixArea(basis, band.name, "local", band, band.cpe1, band.governingZone, describeBand(band))),
    );
  const generalBand = bands.find((band) => band.kind === "general");
  const generalArea =
    generalBand === undefined
      ? null
      : record.include(
          fixArea(
            basis,
            generalBand.name,
            "general",
            generalBand,
            generalBand.cpe1,
            generalBand.governingZone,
            describeBand(generalBand),
          ),
        );
  // Perimeter tiles sit in the local strips; they take the worst local coefficient.
  const worst = bands.reduce<WindBand | null>(
    (current, band) => (current === null || band.cpe1 < current.cpe1 ? band : current),
    null,
  );
  const perimeter = record.include(
    fixArea(
      basis,
      "Perimeter tiles (eaves, top course, verges, abutments, each side of hips and valleys)",
      "perimeter",
      null,
      worst?.cpe1 ?? 0,
      worst?.governingZone ?? "none",
      "one tile wide along every edge",
    ),
  );
  return record.done({ perimeter, localAreas, generalArea });
}

/** One area's design uplift and the least fixing that resists it and meets the minimum rules. */
function fixArea(
  { input, factors, capacities, options }: AreaFixingBasis,
  name: string,
  kind: BandFixing["kind"],
  band: WindBand | null,
  cpe1: number,
  zones: string,
  dimensions: string,
): TracedStep<BandFixing> {
  const record = startStep();
  const { tile, roof } = input;
  const qp = input.wind.peakVelocityPressure.peakVelocityPressurePa;
  const uplift = designUpliftPa(qp, cpe1, factors);
  const rule = minimumFixingRule({
    lapType: tile.lapType,
    pitchDeg: roof.pitchDeg,
    isPerimeter: kind === "perimeter",
    hasNibs: tile.hasNibs ?? true,
  });
  const choice = chooseFixing({
    designUpliftPa: uplift,
    capacities,
    fixingOptions: options,
    rule,
    numberOfNailHoles: tile.numberOfNailHoles,
  });
  record.step({
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
  record.decide(
    `${name}: ${specified === null ? "refer to technical support" : specified.name}`,
    choice.calculated === null
      ? `no option resists ${uplift.toFixed(0)} Pa`
      : `${choice.calculated.name} is the first option to resist ${uplift.toFixed(0)} Pa (capacity ${optionCapacityPa(choice.calculated, capacities)?.toFixed(0)} Pa)${choice.isRaisedByMinimumRule ? `; raised to meet: ${rule.description}` : ""}`,
    "BS 5534 minimum fixing rules; least fixing that resists the design uplift",
  );
  return record.done({
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
  });
}

function describeBand(band: WindBand): string {
  const round = (value: number) => Number(value.toFixed(2));
  return `${round(band.alongEavesFromM)}–${round(band.alongEavesToM)} m from each verge, ${round(band.upSlopeFromM)}–${round(band.upSlopeToM)} m up the slope`;
}
