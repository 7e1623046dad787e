import { type NbsClausesPayload, NbsClausesPayloadSchema } from "@portal/contracts";
import { NBS_CLAUSES_ERRORS } from "@portal/contracts/ui";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { nbsClausesQueryKey } from "./keys";

/** GET /nbs-clauses/required-clauses?projectId&tileId: the tile's required clauses, with the project's edits. */
export function getRequiredClauses(projectId: number, tileId: number): Promise<NbsClausesPayload> {
  return apiRequest("/nbs-clauses/required-clauses", {
    query: { projectId, tileId },
    schema: NbsClausesPayloadSchema,
    onError: showErrorAs(NBS_CLAUSES_ERRORS.fetchRequired),
  });
}

export const requiredClausesQueryKey = (projectId: number, tileId: number) =>
  nbsClausesQueryKey(projectId, tileId, "required");

export const requiredClausesQueryOptions = (projectId: number, tileId: number) =>
  queryOptions({
    queryKey: requiredClausesQueryKey(projectId, tileId),
    queryFn: () => getRequiredClauses(projectId, tileId),
  });
