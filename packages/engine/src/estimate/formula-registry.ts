/**
 * The registry of quantity formulas for roof-system components. A catalogue component names a formula
 * by `formulaId` and carries `number` and `per` (spec 03 §3.1: number default 1, per default 1); the
 * formula turns the edge and the roof into a net quantity. The ids are stable: never renumber them.
 * `REGISTERED_CALCULATIONS` is what GET /productroofsystems/registeredcalculations lists.
 */

export interface EdgeQuantityContext {
  /** Total length of this edge type on the roof. */
  edgeLengthM: number;
  /** Number of separate runs of this edge (e.g. 4 verges on a duopitch roof). */
  edgeRuns: number;
  /** Courses on the slopes this edge bounds (the most of any slope). */
  coursesPerSlope: number;
  /**
   * The courses the edge's runs pass, Σ over its runs (`coursesAlongEdge` in edges.ts): a run up the slope (verge,
   * side abutment) passes one course per gauge of its length, at most the slope's courses; a hip or valley crosses
   * every course of its slope.
   */
  coursesAlongEdge: number;
  gaugeM: number;
  coverWidthM: number;
  roofAreaM2: number;
  totalTiles: number;
}

export interface FormulaComponent {
  number: number;
  per: number;
}

export interface QuantityFormula {
  formulaId: number;
  formulaName: string;
  /** How the formula reads, for the estimate line's rule. */
  rule: string;
  calculate: (context: EdgeQuantityContext, component: FormulaComponent) => number;
}

/** ceil that ignores floating-point dust (280 × 1.1 must stay 308). */
export function roundUp(value: number): number {
  return Math.ceil(value - 1e-9);
}

function perRunLength(context: EdgeQuantityContext): number {
  return context.edgeRuns > 0 ? context.edgeLengthM / context.edgeRuns : 0;
}

export const QUANTITY_FORMULAS: readonly QuantityFormula[] = [
  {
    formulaId: 1,
    formulaName: "Length of edge",
    rule: "number × edge length / per",
    calculate: (context, component) => (component.number * context.edgeLengthM) / component.per,
  },
  {
    formulaId: 2,
    formulaName: "Units along edge by effective cover",
    rule: "number × Σ runs ceil(run length / per), per = effective cover length (m)",
    calculate: (context, component) =>
      component.number * context.edgeRuns * roundUp(perRunLength(context) / component.per),
  },
  {
    formulaId: 3,
    formulaName: "Per run of edge",
    rule: "number × runs / per",
    calculate: (context, component) => (component.number * context.edgeRuns) / component.per,
  },
  {
    formulaId: 4,
    formulaName: "Per course along edge",
    rule: "number × courses the edge passes / per (a run up the slope: min(ceil(run length / gauge), courses); a hip or valley: every course)",
    calculate: (context, component) => (component.number * context.coursesAlongEdge) / component.per,
  },
  {
    formulaId: 5,
    formulaName: "Per tile along edge",
    rule: "number × Σ runs ceil(run length / cover width) / per",
    calculate: (context, component) =>
      (component.number * context.edgeRuns * roundUp(perRunLength(context) / context.coverWidthM)) / component.per,
  },
  {
    formulaId: 6,
    formulaName: "Per area of roof",
    rule: "number × roof area (m²) / per",
    calculate: (context, component) => (component.number * context.roofAreaM2) / component.per,
  },
  {
    formulaId: 7,
    formulaName: "Fixed quantity",
    rule: "number / per, whatever the edge length",
    calculate: (context, component) => (context.edgeLengthM > 0 ? component.number / component.per : 0),
  },
  {
    formulaId: 8,
    formulaName: "Per tile on roof",
    rule: "number × tiles on the roof / per",
    calculate: (context, component) => (component.number * context.totalTiles) / component.per,
  },
  {
    formulaId: 9,
    formulaName: "Along edge at centres",
    rule: "number × Σ runs (ceil(run length / per) + 1), per = centres (m): one at each end and at every centre between",
    calculate: (context, component) =>
      component.number * context.edgeRuns * (roundUp(perRunLength(context) / component.per) + 1),
  },
];

/** { formulaId, formulaName } for every registered formula. */
export const REGISTERED_CALCULATIONS: ReadonlyArray<{ formulaId: number; formulaName: string }> = QUANTITY_FORMULAS.map(
  ({ formulaId, formulaName }) => ({ formulaId, formulaName }),
);

const FORMULAS_BY_ID = new Map(QUANTITY_FORMULAS.map((formula) => [formula.formulaId, formula]));

export function findQuantityFormula(formulaId: number): QuantityFormula | undefined {
  return FORMULAS_BY_ID.get(formulaId);
}
