import { type RoofNbsClause, RoofNbsClauseSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { fetchFailed } from "./failures";
import { nbsQueryKey } from "./keys";

/** GET /nbs-clauses/manual/{roofId}: the optional clauses the user may tick, each saying whether it is ticked. */
export function getOptionalClauses(roofId: number): Promise<RoofNbsClause[]> {
  return apiRequest(`/nbs-clauses/manual/${roofId}`, { schema: z.array(RoofNbsClauseSchema), onError: fetchFailed });
}

export const optionalClausesQueryKey = (roofId: number) => nbsQueryKey(roofId, "manual");

export const optionalClausesQueryOptions = (roofId: number) =>
  queryOptions({ queryKey: optionalClausesQueryKey(roofId), queryFn: () => getOptionalClauses(roofId) });

export function useOptionalClauses(roofId: number) {
  return useQuery(optionalClausesQueryOptions(roofId));
}
