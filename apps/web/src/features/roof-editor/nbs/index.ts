/** The roof editor's NBS panel and the calls the editor's autosave makes after a save (spec 03 §4). */
export { calculateClauses, useCalculateClauses } from "./api/calculate-clauses";
export { roofClausesQueryKey, useRoofClauses } from "./api/get-roof-clauses";
export { nbsQueryKey } from "./api/keys";
export { NbsPanel } from "./components/nbs-panel";
