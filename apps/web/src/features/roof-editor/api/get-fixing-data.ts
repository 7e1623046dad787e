import { type RoofFixingData, RoofFixingDataSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { fetchFailed } from "./failures";
import { roofEditorSectionKey } from "./keys";

/** GET /roof-fixing/roof/{id}: the roof's fixing data (created empty on first read). */
export function getFixingData(roofId: number): Promise<RoofFixingData> {
  return apiRequest(`/roof-fixing/roof/${roofId}`, {
    schema: RoofFixingDataSchema,
    onError: fetchFailed("fixing data"),
  });
}

export const fixingDataQueryKey = (roofId: number) => roofEditorSectionKey(roofId, "fixing");

export const fixingDataQueryOptions = (roofId: number) =>
  queryOptions({ queryKey: fixingDataQueryKey(roofId), queryFn: () => getFixingData(roofId) });

export function useFixingData(roofId: number) {
  return useQuery(fixingDataQueryOptions(roofId));
}
