import { type RoofSystems, RoofSystemsSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { fetchFailed } from "./failures";
import { roofEditorSectionKey } from "./keys";

/** GET /roof-system/roof/{id}: the system chosen per edge, in the server's field names. */
export function getSystems(roofId: number): Promise<RoofSystems> {
  return apiRequest(`/roof-system/roof/${roofId}`, { schema: RoofSystemsSchema, onError: fetchFailed("roof systems") });
}

export const systemsQueryKey = (roofId: number) => roofEditorSectionKey(roofId, "systems");

export const systemsQueryOptions = (roofId: number) =>
  queryOptions({ queryKey: systemsQueryKey(roofId), queryFn: () => getSystems(roofId) });

export function useSystems(roofId: number) {
  return useQuery(systemsQueryOptions(roofId));
}
