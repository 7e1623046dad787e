import { type RoofSolarData, RoofSolarDataSchema, SOLAR_ARRAY_MESSAGES } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { roofSolarKey } from "./keys";

/** GET /roof-solar-arrays/roof/{roofId}: the ids of the roof's arrays, in order (spec 03 §7.6). */
export function getRoofSolarData(roofId: number): Promise<RoofSolarData> {
  return apiRequest(`/roof-solar-arrays/roof/${roofId}`, {
    schema: RoofSolarDataSchema,
    onError: showErrorAs(SOLAR_ARRAY_MESSAGES.failedToFetch),
  });
}

export const roofSolarDataQueryOptions = (roofId: number) =>
  queryOptions({ queryKey: roofSolarKey(roofId), queryFn: () => getRoofSolarData(roofId) });

export function useRoofSolarData(roofId: number) {
  return useQuery(roofSolarDataQueryOptions(roofId));
}
