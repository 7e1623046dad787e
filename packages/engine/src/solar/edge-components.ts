/**
 * The tile's solar edge components round an in-roof array (flashing strips, cut tiles): each names a
 * quantity formula of the registry and an edge of the array, and is counted like a roof edge component
 * (spec 03 §3.1), with the array's outline standing in for the roof edge.
 */
import { EngineInputError, requireFinite, requireNonNegative, requirePositive } from "../errors.js";
import { type EdgeQuantityContext, findQuantityFormula, roundUp } from "../estimate/formula-registry.js";
import { startTrace, type Traced } from "../trace.js";
import type { SolarEdgeInput, SolarKitRow } from "./types.js";

/** SOLAR_EDGE_TYPES: the array's edges. */
export const SOLAR_EDGES = { top: 1, bottom: 2, left: 3, right: 4 } as const;

/** QUANTITY_FORMULAS' "Length of edge": the one formula that counts metres. */
const LENGTH_OF_EDGE_FORMULA_ID = 1;
const EDGE_NAMES: Readonly<Record<number, string>> = { 1: "top", 2: "bottom", 3: "left", 4: "right" };

export function solarEdgeKitRows(input: SolarEdgeInput): Traced<SolarKitRow[]> {
  requireNonNegative("widthM", input.widthM);
  requireNonNegative("heightM", input.heightM);
  input.components.forEach((component, index) => {
    requireFinite(`components[${index}].formulaId`, component.formulaId);
    if (findQuantityFormula(component.formulaId) === undefined) {
      throw new EngineInputError(`components[${index}].formulaId`, `no quantity formula ${component.formulaId}`);
    }
    if (EDGE_NAMES[component.edge] === undefined) {
      throw new EngineInputError(`components[${index}].edge`, "must be 1 (top), 2 (bottom), 3 (left) or 4 (right)");
    }
  });

  const recorder = startTrace("Solar edge components", "tile courses and cover widths along the array edges");
  recorder.input("array width", input.widthM, "m");
  recorder.input("array height", input.heightM, "m");
  recorder.input("gauge", input.gaugeM, "m");
  recorder.input("cover width", input.coverWidthM, "m");
  if (input.widthM === 0 || input.heightM === 0 || input.components.length === 0) {
    recorder.decide("No edge components", "the array has no area or the tile has no solar edge components", "");
    return { result: [], trace: recorder.trace };
  }
  requirePositive("gaugeM", input.gaugeM);
  requirePositive("coverWidthM", input.coverWidthM);

  recorder.decide(
    "Each array edge is one run",
    "an array is one rectangle, so each of its four edges is a single run; courses are counted along the array's side (height ÷ gauge) whichever edge the component is on",
    "array edges as single runs",
  );
  const coursesPerSlope = recorder.step({
    symbol: "courses",
    description: "tile courses along the array's side",
    value: roundUp(input.heightM / input.gaugeM),
    unit: "",
    reference: "height ÷ gauge, rounded up",
    formula: `ceil(${input.heightM} / ${input.gaugeM})`,
  });

  const rows = new Map<string, SolarKitRow>();
  for (const component of input.components) {
    const formula = findQuantityFormula(component.formulaId);
    if (formula === undefined) continue;
    const horizontal = component.edge === SOLAR_EDGES.top || component.edge === SOLAR_EDGES.bottom;
    const context: EdgeQuantityContext = {
      edgeLengthM: horizontal ? input.widthM : input.heightM,
      edgeRuns: 1,
      coursesPerSlope,
      // One run along the array's side: it passes every course counted above.
      coursesAlongEdge: coursesPerSlope,
      gaugeM: input.gaugeM,
      coverWidthM: input.coverWidthM,
      roofAreaM2: input.widthM * input.heightM,
      totalTiles: 0,
    };
    const count = recorder.step({
      symbol: `n(${component.code})`,
      description: `${component.name}, ${EDGE_NAMES[component.edge]} edge (${context.edgeLengthM} m): ${formula.formulaName}`,
      value: roundUp(formula.calculate(context, { number: 1, per: 1 })),
      unit: "",
      reference: `formula ${formula.formulaId}`,
      formula: `roundUp(${formula.rule})`,
    });
    // "Length of edge" counts metres; every other formula counts pieces. A component counted both ways keeps two rows.
    const unit = formula.formulaId === LENGTH_OF_EDGE_FORMULA_ID ? "m" : "Off";
    const key = `${component.componentId}:${unit}`;
    const existing = rows.get(key);
    if (existing !== undefined) {
      existing.count += count;
      continue;
    }
    rows.set(key, {
      componentId: component.componentId,
      kind: "edge",
      code: component.code,
      name: component.name,
      description: component.description,
      count,
      unit,
      power: null,
    });
  }
  return { result: [...rows.values()].filter((row) => row.count > 0), trace: recorder.trace };
}
