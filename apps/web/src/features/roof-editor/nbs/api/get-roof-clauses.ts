import { type RoofNbsClauses, RoofNbsClausesSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { fetchFailed } from "./failures";
import { nbsQueryKey } from "./keys";

/** GET /nbs-clauses/roof/{roofId}: the roof's clauses by work section, filled from its stored data. */
export function getRoofClauses(roofId: number): Promise<RoofNbsClauses> {
  return apiRequest(`/nbs-clauses/roof/${roofId}`, { schema: RoofNbsClausesSchema, onError: fetchFailed });
}

export const roofClausesQueryKey = (roofId: number) => nbsQueryKey(roofId, "clauses");

export const roofClausesQueryOptions = (roofId: number) =>
  queryOptions({ queryKey: roofClausesQueryKey(roofId), queryFn: () => getRoofClauses(roofId) });

export function useRoofClauses(roofId: number) {
  return useQuery(roofClausesQueryOptions(roofId));
}
