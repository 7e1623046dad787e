import { type EstimateState, RecalculateEstimateResultSchema } from "@portal/contracts";
import { apiRequest } from "@/lib/api-client";
import { reportToCaller } from "./failures";

/**
 * POST /roof-estimate-data/recalculate/{id}. A soft recalculation (force false) answers the estimate's state;
 * force true replaces staff's edits, which only staff may do (spec 03 §4).
 */
export async function recalculateEstimate({
  roofId,
  force,
}: {
  roofId: number;
  force: boolean;
}): Promise<EstimateState> {
  const result = await apiRequest(`/roof-estimate-data/recalculate/${roofId}`, {
    method: "POST",
    body: { force },
    schema: RecalculateEstimateResultSchema,
    onError: reportToCaller,
  });
  return result.estimateState;
}
