import { type RoofNbsDetails, RoofNbsDetailsSchema } from "@portal/contracts";
import { apiRequest } from "@/lib/api-client";
import { fetchFailed } from "./failures";
import { nbsQueryKey } from "./keys";

/** GET /nbs-clauses/user/roof/{roofId}: the clause ids the user ticked, with the version to save against. */
export function getSelection(roofId: number): Promise<RoofNbsDetails> {
  return apiRequest(`/nbs-clauses/user/roof/${roofId}`, { schema: RoofNbsDetailsSchema, onError: fetchFailed });
}

export const selectionQueryKey = (roofId: number) => nbsQueryKey(roofId, "selection");
