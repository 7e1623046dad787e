import {
  type CalculateNbsClauses,
  ROOF_EDITOR_MESSAGES,
  type RoofNbsClauses,
  RoofNbsClausesSchema,
} from "@portal/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { roofClausesQueryOptions } from "./get-roof-clauses";
import { nbsQueryKey } from "./keys";

/**
 * POST /nbs-clauses/calculate-clauses/roof/{roofId}: the clauses worked out again from the roof's stored data.
 * The editor calls it after the estimate's recalculation (spec 03 §4); a failure shows 'NBS clauses
 * recalculation failed!' (spec 03 §8).
 */
export function calculateClauses(roofId: number, body: Partial<CalculateNbsClauses> = {}): Promise<RoofNbsClauses> {
  return apiRequest(`/nbs-clauses/calculate-clauses/roof/${roofId}`, {
    method: "POST",
    body,
    schema: RoofNbsClausesSchema,
    onError: showErrorAs(ROOF_EDITOR_MESSAGES.nbsRecalculationFailed),
  });
}

export function useCalculateClauses(roofId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<CalculateNbsClauses> = {}) => calculateClauses(roofId, body),
    onSuccess: async (clauses) => {
      queryClient.setQueryData(roofClausesQueryOptions(roofId).queryKey, clauses);
      // The optional list and the selection follow the same data.
      await queryClient.invalidateQueries({
        queryKey: nbsQueryKey(roofId),
        predicate: (query) => query.queryKey[3] !== "clauses",
      });
    },
  });
}
