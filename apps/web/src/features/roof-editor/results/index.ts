/** The roof editor's result views: what the roof's calculation answers, shown beside its panels. */

export { estimateDataQueryOptions } from "./api/get-estimate-data";
export { fixingResultQueryOptions } from "./api/get-fixing-result";
export { projectSiteQueryOptions } from "./api/get-project-site";
export { estimateDataQueryKey, fixingResultQueryKey, projectSiteQueryKey } from "./api/keys";
export { ConfirmRecalculationDialog } from "./components/confirm-recalculation-dialog";
export { DiagnosticsDrawer, type DiagnosticsDrawerProps } from "./components/diagnostics-drawer";
export { QuantitiesDrawer, type QuantitiesDrawerProps } from "./components/quantities-drawer";
export { SitePanel, type SitePanelProps } from "./components/site-panel";
export { ZoneDiagramPanel, type ZoneDiagramPanelProps } from "./components/zone-diagram-panel";
export { type Recalculation, useRecalculation } from "./hooks/use-recalculation";
