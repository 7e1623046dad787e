import { QUERY_ROOTS } from "@/lib/query-keys";
/**
 * The result views' queries, under the roof editor's ["roof-editor", roofId, section] hierarchy so a save that
 * recalculates the roof can refresh exactly the answers it changed. A project's site is shared by its roofs.
 */
export const roofResultKey = (roofId: number, section: "fixing-result" | "estimate-data" | "diagnostics") =>
  [QUERY_ROOTS.roofEditor, roofId, section] as const;

export const fixingResultQueryKey = (roofId: number) => roofResultKey(roofId, "fixing-result");
export const estimateDataQueryKey = (roofId: number) => roofResultKey(roofId, "estimate-data");
export const diagnosticsQueryKey = (roofId: number, kind: "fixing" | "estimate") =>
  [...roofResultKey(roofId, "diagnostics"), kind] as const;

export const projectSiteQueryKey = (projectId: number) => [QUERY_ROOTS.projectSite, projectId] as const;
