import { type RoofEstimate, type RoofEstimateInput, RoofEstimateSchema } from "@portal/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { reportToCaller } from "./failures";
import { estimateQueryKey } from "./get-estimate";

/** PUT /roof-estimate: the values as the user sees them and which still follow the dimensions. Every save recalculates the roof on the server. */
export function updateEstimate(body: RoofEstimateInput): Promise<RoofEstimate> {
  return apiRequest("/roof-estimate", { method: "PUT", body, schema: RoofEstimateSchema, onError: reportToCaller });
}

export function useUpdateEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEstimate,
    onSuccess: (saved) => queryClient.setQueryData(estimateQueryKey(saved.roofId), saved),
  });
}
