export { NbsClausesEditor, type NbsClausesEditorProps } from "./components/nbs-clauses-editor";
export { NbsClausesLink } from "./components/nbs-clauses-link";
