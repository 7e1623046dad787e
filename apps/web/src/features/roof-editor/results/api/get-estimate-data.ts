import { type RoofEstimateData, RoofEstimateDataSchema } from "@portal/contracts";
import { ROOF_RESULTS_ERRORS } from "@portal/contracts/ui";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { estimateDataQueryKey } from "./keys";

/** GET /roof-estimate-data/roof/{id}: the estimate lines, their state and the roof area. */
export function getEstimateData(roofId: number): Promise<RoofEstimateData> {
  return apiRequest(`/roof-estimate-data/roof/${roofId}`, {
    schema: RoofEstimateDataSchema,
    onError: showErrorAs(ROOF_RESULTS_ERRORS.fetchEstimate),
  });
}

export const estimateDataQueryOptions = (roofId: number) =>
  queryOptions({ queryKey: estimateDataQueryKey(roofId), queryFn: () => getEstimateData(roofId) });

export function useEstimateData(roofId: number, enabled = true) {
  return useQuery({ ...estimateDataQueryOptions(roofId), enabled });
}
