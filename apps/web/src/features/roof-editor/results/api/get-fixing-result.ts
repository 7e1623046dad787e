import { ROOF_EDITOR_MESSAGES, type RoofFixingResult, RoofFixingResultSchema } from "@portal/contracts";
import { ROOF_RESULTS_ERRORS } from "@portal/contracts/ui";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { fixingResultQueryKey } from "./keys";

/**
 * GET /roofs/fixing-result/{id}; null while the roof is incomplete (404 'Not enough data to generate fixing spec
 * diagnostics'), which the diagram shows as its empty state rather than as a failure.
 */
export function getFixingResult(roofId: number): Promise<RoofFixingResult | null> {
  return apiRequest<RoofFixingResult | null>(`/roofs/fixing-result/${roofId}`, {
    schema: RoofFixingResultSchema,
    onError: (failure) =>
      failure.status === 404 && failure.body?.message === ROOF_EDITOR_MESSAGES.fixingDiagnosticsNotReady
        ? null
        : showErrorAs(ROOF_RESULTS_ERRORS.fetchFixingResult)(failure),
  });
}

export const fixingResultQueryOptions = (roofId: number) =>
  queryOptions({ queryKey: fixingResultQueryKey(roofId), queryFn: () => getFixingResult(roofId) });

export function useFixingResult(roofId: number) {
  return useQuery(fixingResultQueryOptions(roofId));
}
