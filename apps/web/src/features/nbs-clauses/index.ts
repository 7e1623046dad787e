export { NbsClausesEditor } from "./components/nbs-clauses-editor";
export { NbsClausesLink } from "./components/nbs-clauses-link";
