import { type RoofEstimateData, RoofEstimateDataSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { fetchFailed } from "./failures";
import { roofEditorSectionKey } from "./keys";

/** GET /roof-estimate-data/roof/{id}: the estimate's state and its lines. */
export function getEstimateData(roofId: number): Promise<RoofEstimateData> {
  return apiRequest(`/roof-estimate-data/roof/${roofId}`, {
    schema: RoofEstimateDataSchema,
    onError: fetchFailed("estimates"),
  });
}

export const estimateDataQueryKey = (roofId: number) => roofEditorSectionKey(roofId, "estimate-data");

export const estimateDataQueryOptions = (roofId: number) =>
  queryOptions({ queryKey: estimateDataQueryKey(roofId), queryFn: () => getEstimateData(roofId) });

export function useEstimateData(roofId: number) {
  return useQuery(estimateDataQueryOptions(roofId));
}
