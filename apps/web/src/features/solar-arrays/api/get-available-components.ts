import {
  SOLAR_ARRAY_MESSAGES,
  type SolarComponent,
  SolarComponentSchema,
  type SolarOrientation,
} from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { emptyListOnNotFound } from "@/lib/api-error-handlers";
import { solarCatalogueKey } from "./keys";

/**
 * GET /solar-components/{panelId}/available-components?orientation=: the members of the panel's solar system
 * for that orientation (flashings, corner flashings, window conversion kits); none when it has no system.
 */
export function getAvailableComponents(panelId: number, orientation: SolarOrientation): Promise<SolarComponent[]> {
  return apiRequest(`/solar-components/${panelId}/available-components`, {
    query: { orientation },
    schema: z.array(SolarComponentSchema),
    onError: emptyListOnNotFound<SolarComponent[]>([], SOLAR_ARRAY_MESSAGES.systemLoadFailed),
  });
}

export const availableComponentsQueryOptions = (panelId: number, orientation: SolarOrientation) =>
  queryOptions({
    queryKey: solarCatalogueKey("available", panelId, orientation),
    queryFn: () => getAvailableComponents(panelId, orientation),
    staleTime: 5 * 60_000,
  });

export function useAvailableComponents(panelId: number | null, orientation: SolarOrientation) {
  return useQuery({ ...availableComponentsQueryOptions(panelId ?? 0, orientation), enabled: panelId !== null });
}
