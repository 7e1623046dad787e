/** The roof editor's result views: what the roof's calculation answers, shown beside its panels. */
export { ConfirmRecalculationDialog } from "./components/confirm-recalculation-dialog";
export { DiagnosticsDrawer } from "./components/diagnostics-drawer";
export { QuantitiesDrawer } from "./components/quantities-drawer";
export { SitePanel } from "./components/site-panel";
export { ZoneDiagramPanel } from "./components/zone-diagram-panel";
export { useRecalculation } from "./hooks/use-recalculation";
