import { type NbsClausesOverrideInput, type NbsClausesPayload, NbsClausesPayloadSchema } from "@portal/contracts";
import { NBS_CLAUSES_ERRORS } from "@portal/contracts/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { requiredClausesQueryKey } from "./get-required-clauses";

/**
 * POST /nbs-clauses/override-required-clauses: the whole required list as the user left it (admin and TAS). A failure
 * shows 'Failed to save required clauses overrides' (spec 02 §8).
 */
export function saveRequiredClauses(input: NbsClausesOverrideInput): Promise<NbsClausesPayload> {
  return apiRequest("/nbs-clauses/override-required-clauses", {
    method: "POST",
    body: input,
    schema: NbsClausesPayloadSchema,
    onError: showErrorAs(NBS_CLAUSES_ERRORS.saveRequired),
  });
}

export function useSaveRequiredClauses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRequiredClauses,
    onSuccess: (saved) => {
      queryClient.setQueryData(requiredClausesQueryKey(saved.projectId, saved.tileId), saved);
    },
  });
}
