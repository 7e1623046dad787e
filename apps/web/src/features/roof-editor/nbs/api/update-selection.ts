import { type RoofNbsDetails, type RoofNbsDetailsInput, RoofNbsDetailsSchema } from "@portal/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { reportToCaller } from "./failures";
import { roofClausesQueryOptions } from "./get-roof-clauses";
import { nbsQueryKey } from "./keys";

/** PUT /roof-nbs-details (spec 03 §3.2): the whole selection of optional clauses, with the version it was read at. */
export function updateSelection(body: RoofNbsDetailsInput): Promise<RoofNbsDetails> {
  return apiRequest("/roof-nbs-details", {
    method: "PUT",
    body,
    schema: RoofNbsDetailsSchema,
    onError: reportToCaller,
  });
}

export function useUpdateSelection(roofId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSelection,
    onSuccess: (saved) => {
      const chosen = new Set(saved.nbsClauseIds);
      queryClient.setQueryData(roofClausesQueryOptions(roofId).queryKey, (clauses) =>
        clauses === undefined
          ? clauses
          : {
              ...clauses,
              version: saved.version,
              nbsSelectedOptionalClauses: clauses.nbsOptionalClauses.filter((id) => chosen.has(id)),
              headers: clauses.headers.map((header) => ({
                ...header,
                optionalClauses: header.optionalClauses.map((clause) => ({
                  ...clause,
                  isSelected: chosen.has(clause.id),
                })),
              })),
            },
      );
    },
    // A refused or stale save leaves the panel showing what is stored now.
    onError: () => queryClient.invalidateQueries({ queryKey: nbsQueryKey(roofId) }),
  });
}
