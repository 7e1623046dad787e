/** The roof editor's NBS panel and the calls the editor's autosave makes after a save (spec 03 §4). */
export { useCalculateClauses } from "./api/calculate-clauses";
export { NbsPanel } from "./components/nbs-panel";
