import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchDiagnostics } from "./diagnostics";
import { diagnosticsQueryKey } from "./keys";

/** GET /roofs/fixing-diagnostic-data/{id}: the fixing calculation's working as JSON text (staff only). */
export const getFixingDiagnostics = (roofId: number) => fetchDiagnostics(`/roofs/fixing-diagnostic-data/${roofId}`);

export const fixingDiagnosticsQueryOptions = (roofId: number) =>
  queryOptions({ queryKey: diagnosticsQueryKey(roofId, "fixing"), queryFn: () => getFixingDiagnostics(roofId) });

export function useFixingDiagnostics(roofId: number, enabled: boolean) {
  return useQuery({ ...fixingDiagnosticsQueryOptions(roofId), enabled });
}
