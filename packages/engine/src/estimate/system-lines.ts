/**
 * Roof-system components counted through the formula registry for each edge they are chosen for, and manual
 * components as the user entered them (spec 03 §3.1, §3.2).
 */
import { EngineInputError, requireNonNegative, requirePositive } from "../errors.js";
import { startStep, type TracedStep } from "../trace.js";
import type { TileTakeOff } from "./courses-and-tiles.js";
import { coursesAlongEdge, type EdgesByKey, RIDGE_EDGES, VERGE_EDGES } from "./edges.js";
import type { EstimateInput, EstimateLine, RoofSystemSelection, SystemComponent } from "./estimate.js";
import { packLine } from "./estimate-lines.js";
import { type EdgeQuantityContext, findQuantityFormula } from "./formula-registry.js";

/** Each chosen system's components on the edge it is chosen for; a system on an edge the roof does not have is not. */
export function systemLines(
  input: EstimateInput,
  edgesByKey: EdgesByKey,
  takeOff: TileTakeOff,
): TracedStep<EstimateLine[]> {
  const record = startStep();
  const lines: EstimateLine[] = [];
  const gaugeM = takeOff.gaugeMm / 1000;
  for (const system of input.systems ?? []) {
    const edge = edgesByKey.get(system.edge);
    if (edge === undefined || edge.lengthM <= 0) {
      record.decide(
        `${system.systemName} not estimated`,
        `no ${system.edge} length on this roof`,
        "edge lengths of the roof",
      );
      continue;
    }
    const context: EdgeQuantityContext = {
      edgeLengthM: edge.lengthM,
      edgeRuns: edge.runs,
      coursesPerSlope: takeOff.coursesPerSlope,
      coursesAlongEdge: coursesAlongEdge(edge, gaugeM, takeOff.coursesPerSlope),
      gaugeM,
      coverWidthM: input.tile.coverWidthMm / 1000,
      roofAreaM2: takeOff.roofAreaM2,
      totalTiles: takeOff.netTiles,
    };
    for (const [index, component] of system.components.entries()) {
      const formula = findQuantityFormula(component.formulaId);
      if (formula === undefined) {
        throw new EngineInputError(
          `systems.${system.edge}.components[${index}].formulaId`,
          `no formula ${component.formulaId}`,
        );
      }
      requirePositive(`systems.${system.edge}.components[${index}].per`, component.per);
      requireNonNegative(`systems.${system.edge}.components[${index}].number`, component.number);
      if (isRidgeEndClosedByVerge(system, component, input.systems ?? [], edgesByKey)) {
        record.decide(
          `${system.systemName}: ${component.code} not counted`,
          "the verge system's end caps close the ridge ends at the gables; each end is capped once",
          "BS 8612 dry ridge and verge: end caps counted once",
        );
        continue;
      }
      lines.push({
        ...packLine({
          code: component.code,
          description: component.name,
          unit: component.unit,
          netQuantity: formula.calculate(context, component),
          ...(component.addedWastagePercent === undefined ? {} : { wastagePercent: component.addedWastagePercent }),
          ...(component.packQuantity === undefined ? {} : { packQuantity: component.packQuantity }),
          ...(component.roundUp === undefined ? {} : { roundUp: component.roundUp }),
          rule: `${system.systemName} (${system.edge}): formula ${formula.formulaId} "${formula.formulaName}": ${formula.rule} (number ${component.number}, per ${component.per}; ${edge.runs} runs, ${Number(edge.lengthM.toFixed(3))} m)`,
        }),
        system: {
          edge: system.edge,
          systemName: system.systemName,
          ...(system.systemId === undefined ? {} : { systemId: system.systemId }),
        },
      });
    }
  }
  return record.done(lines);
}

/**
 * Whether a ridge system's end cap is left out because a verge system caps the ridge ends: on a gable the verge's
 * ridge end cap closes the ridge end it meets, so counting the ridge's own end caps too orders each end twice.
 */
function isRidgeEndClosedByVerge(
  system: RoofSystemSelection,
  component: SystemComponent,
  systems: readonly RoofSystemSelection[],
  edgesByKey: EdgesByKey,
): boolean {
  if (component.isEndCap !== true || !RIDGE_EDGES.includes(system.edge)) return false;
  return systems.some(
    (verge) =>
      VERGE_EDGES.includes(verge.edge) &&
      (edgesByKey.get(verge.edge)?.lengthM ?? 0) > 0 &&
      verge.components.some((candidate) => candidate.isEndCap === true),
  );
}

/** The components the user added by hand, each on its own line. */
export function manualLines(input: EstimateInput): EstimateLine[] {
  return (input.manualComponents ?? []).map((component) => ({
    ...packLine({
      code: component.code,
      description: component.name,
      unit: component.unit,
      netQuantity: component.quantity,
      ...(component.addedWastagePercent === undefined ? {} : { wastagePercent: component.addedWastagePercent }),
      ...(component.packQuantity === undefined ? {} : { packQuantity: component.packQuantity }),
      rule: "manual component",
    }),
    isManual: true,
  }));
}
