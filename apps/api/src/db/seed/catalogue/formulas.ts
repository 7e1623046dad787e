/**
 * The registry of calculation formulas (GET /productroofsystems/registeredcalculations). A roof-system or
 * solar-edge component names one of these by formulaId, with its number and per. The ids and names are the
 * estimate engine's (packages/engine/src/estimate/formula-registry.ts, QUANTITY_FORMULAS): keep them aligned.
 * For solar edge components the "edge" is the side of the solar array (its width or height).
 */
export const FORMULAS = {
  edgeLength: { formulaId: 1, formulaName: "Length of edge" },
  unitsAlongEdge: { formulaId: 2, formulaName: "Units along edge by effective cover" },
  perEdgeRun: { formulaId: 3, formulaName: "Per run of edge" },
  coursesAlongEdge: { formulaId: 4, formulaName: "Per course along edge" },
  tilesAlongEdge: { formulaId: 5, formulaName: "Per tile along edge" },
  roofArea: { formulaId: 6, formulaName: "Per area of roof" },
  fixedQuantity: { formulaId: 7, formulaName: "Fixed quantity" },
  tilesOnRoof: { formulaId: 8, formulaName: "Per tile on roof" },
  atCentresAlongEdge: { formulaId: 9, formulaName: "Along edge at centres" },
} as const;

export const FORMULA_LIST = Object.values(FORMULAS);
export const F = Object.fromEntries(Object.entries(FORMULAS).map(([key, value]) => [key, value.formulaId])) as {
  [K in keyof typeof FORMULAS]: (typeof FORMULAS)[K]["formulaId"];
};
