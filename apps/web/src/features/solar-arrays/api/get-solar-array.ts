import { SOLAR_ARRAY_MESSAGES, type SolarArray, SolarArraySchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { solarArrayKey } from "./keys";

/** GET /roof-solar-arrays/{id}: the design with what the server works out (kit list, power, checks). */
export function getSolarArray(arrayId: number): Promise<SolarArray> {
  return apiRequest(`/roof-solar-arrays/${arrayId}`, {
    schema: SolarArraySchema,
    onError: showErrorAs(SOLAR_ARRAY_MESSAGES.failedToGet),
  });
}

export const solarArrayQueryOptions = (roofId: number, arrayId: number) =>
  queryOptions({ queryKey: solarArrayKey(roofId, arrayId), queryFn: () => getSolarArray(arrayId) });

export function useSolarArray(roofId: number, arrayId: number) {
  return useQuery(solarArrayQueryOptions(roofId, arrayId));
}
