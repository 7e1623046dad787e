/**
 * The registry of calculation formulas (GET /productroofsystems/registeredcalculations).
 * A roof-system or solar-edge component names one of these by formulaId; the estimate engine
 * evaluates it with the component's number and per. Ids are stable: keep them aligned with the
 * engine's formula registry (packages/engine/src/estimate).
 *
 * quantity = formula(measure) × number ÷ per, then wastage and pack rounding.
 */
export const FORMULAS = {
  edgeLength: { formulaId: 1, formulaName: "Edge length (m)" },
  unitsAlongEdge: { formulaId: 2, formulaName: "Units along edge (length ÷ per, rounded up)" },
  tilesAlongEdge: { formulaId: 3, formulaName: "Tiles along edge (length ÷ cover width)" },
  coursesAlongEdge: { formulaId: 4, formulaName: "Courses along edge (length ÷ gauge)" },
  perEdgeRun: { formulaId: 5, formulaName: "Per edge run (ends and starters)" },
  roofArea: { formulaId: 6, formulaName: "Roof area (m²)" },
  fixedQuantity: { formulaId: 7, formulaName: "Fixed quantity per roof" },
  solarArrayWidth: { formulaId: 8, formulaName: "Solar array width (m)" },
  solarArrayHeight: { formulaId: 9, formulaName: "Solar array height (m)" },
  tilesAlongSolarWidth: { formulaId: 10, formulaName: "Tiles along solar array width" },
  coursesAlongSolarHeight: { formulaId: 11, formulaName: "Courses along solar array height" },
} as const;

export const FORMULA_LIST = Object.values(FORMULAS);
export const F = Object.fromEntries(Object.entries(FORMULAS).map(([key, value]) => [key, value.formulaId])) as {
  [K in keyof typeof FORMULAS]: (typeof FORMULAS)[K]["formulaId"];
};
