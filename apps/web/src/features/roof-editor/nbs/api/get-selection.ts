import { type RoofNbsDetails, RoofNbsDetailsSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { fetchFailed } from "./failures";
import { nbsQueryKey } from "./keys";

/** GET /nbs-clauses/user/roof/{roofId}: the clause ids the user ticked, with the version to save against. */
export function getSelection(roofId: number): Promise<RoofNbsDetails> {
  return apiRequest(`/nbs-clauses/user/roof/${roofId}`, { schema: RoofNbsDetailsSchema, onError: fetchFailed });
}

export const selectionQueryKey = (roofId: number) => nbsQueryKey(roofId, "selection");

export const selectionQueryOptions = (roofId: number) =>
  queryOptions({ queryKey: selectionQueryKey(roofId), queryFn: () => getSelection(roofId) });

export function useSelection(roofId: number) {
  return useQuery(selectionQueryOptions(roofId));
}
