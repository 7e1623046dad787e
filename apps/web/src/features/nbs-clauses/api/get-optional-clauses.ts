import { type NbsClausesPayload, NbsClausesPayloadSchema } from "@portal/contracts";
import { NBS_CLAUSES_ERRORS } from "@portal/contracts/ui";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { nbsClausesQueryKey } from "./keys";

/** GET /nbs-clauses/optional-clauses?projectId&tileId: the tile's optional clauses, with the project's edits. */
export function getOptionalClauses(projectId: number, tileId: number): Promise<NbsClausesPayload> {
  return apiRequest("/nbs-clauses/optional-clauses", {
    query: { projectId, tileId },
    schema: NbsClausesPayloadSchema,
    onError: showErrorAs(NBS_CLAUSES_ERRORS.fetchOptional),
  });
}

export const optionalClausesQueryKey = (projectId: number, tileId: number) =>
  nbsClausesQueryKey(projectId, tileId, "optional");

export const optionalClausesQueryOptions = (projectId: number, tileId: number) =>
  queryOptions({
    queryKey: optionalClausesQueryKey(projectId, tileId),
    queryFn: () => getOptionalClauses(projectId, tileId),
  });
