import { type EstimateState, RecalculateEstimateResultSchema, ROOF_EDITOR_MESSAGES } from "@portal/contracts";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";

/**
 * POST /roof-estimate-data/recalculate/{id} {force}: a soft recalculation (force false) keeps a support edit and
 * answers RecalculationRequired; force true replaces it (staff only). A failure is 'Estimate recalculation failed!'.
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
    onError: showErrorAs(ROOF_EDITOR_MESSAGES.estimateRecalculationFailed),
  });
  return result.estimateState;
}
