import { type NbsClausesOverrideInput, type NbsClausesPayload, NbsClausesPayloadSchema } from "@portal/contracts";
import { NBS_CLAUSES_ERRORS } from "@portal/contracts/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { optionalClausesQueryKey } from "./get-optional-clauses";

/**
 * POST /nbs-clauses/override-optional-clauses: the whole optional list as the user left it (admin and TAS). A failure
 * shows 'Failed to save optional clauses overrides' (spec 02 §8).
 */
export function saveOptionalClauses(input: NbsClausesOverrideInput): Promise<NbsClausesPayload> {
  return apiRequest("/nbs-clauses/override-optional-clauses", {
    method: "POST",
    body: input,
    schema: NbsClausesPayloadSchema,
    onError: showErrorAs(NBS_CLAUSES_ERRORS.saveOptional),
  });
}

export function useSaveOptionalClauses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOptionalClauses,
    onSuccess: (saved) => {
      queryClient.setQueryData(optionalClausesQueryKey(saved.projectId, saved.tileId), saved);
    },
  });
}
