import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchDiagnostics } from "./diagnostics";
import { diagnosticsQueryKey } from "./keys";

/** GET /roofs/estimate-diagnostic-data/{id}: the estimate's inputs and quantities as JSON text (staff only). */
export const getEstimateDiagnostics = (roofId: number) => fetchDiagnostics(`/roofs/estimate-diagnostic-data/${roofId}`);

export const estimateDiagnosticsQueryOptions = (roofId: number) =>
  queryOptions({ queryKey: diagnosticsQueryKey(roofId, "estimate"), queryFn: () => getEstimateDiagnostics(roofId) });

export function useEstimateDiagnostics(roofId: number, enabled: boolean) {
  return useQuery({ ...estimateDiagnosticsQueryOptions(roofId), enabled });
}
