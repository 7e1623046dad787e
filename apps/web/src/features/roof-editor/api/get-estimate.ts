import { type RoofEstimate, RoofEstimateSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { fetchFailed } from "./failures";
import { roofEditorSectionKey } from "./keys";

/** GET /roof-estimate/roof/{id}: roof area and edge lengths, with those that follow the dimensions. */
export function getEstimate(roofId: number): Promise<RoofEstimate> {
  return apiRequest(`/roof-estimate/roof/${roofId}`, { schema: RoofEstimateSchema, onError: fetchFailed("estimates") });
}

export const estimateQueryKey = (roofId: number) => roofEditorSectionKey(roofId, "estimate");

export const estimateQueryOptions = (roofId: number) =>
  queryOptions({ queryKey: estimateQueryKey(roofId), queryFn: () => getEstimate(roofId) });

export function useEstimate(roofId: number) {
  return useQuery(estimateQueryOptions(roofId));
}
