import {
  REFERENCE_ERROR_MESSAGES,
  SOLAR_COMPONENT_TYPES,
  type SolarComponent,
  SolarComponentSchema,
} from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { emptyListOnNotFound } from "@/lib/api-error-handlers";
import { solarCatalogueKey } from "./keys";

type DesignerType =
  | typeof SOLAR_COMPONENT_TYPES.panel
  | typeof SOLAR_COMPONENT_TYPES.windowType
  | typeof SOLAR_COMPONENT_TYPES.arcboxConnector;

/** The failure text of each list (spec 03 §8). */
const FAILURE: Record<DesignerType, string> = {
  [SOLAR_COMPONENT_TYPES.panel]: REFERENCE_ERROR_MESSAGES.fetchPanelsFailed,
  [SOLAR_COMPONENT_TYPES.windowType]: REFERENCE_ERROR_MESSAGES.fetchWindowTypesFailed,
  [SOLAR_COMPONENT_TYPES.arcboxConnector]: REFERENCE_ERROR_MESSAGES.fetchComponentsFailed,
};

/** GET /solar-components?type=: panels (0), window types (8) or ArcBox connectors (6); a failure answers none. */
export function getSolarComponents(type: DesignerType): Promise<SolarComponent[]> {
  return apiRequest("/solar-components", {
    query: { type },
    schema: z.array(SolarComponentSchema),
    onError: emptyListOnNotFound<SolarComponent[]>([], FAILURE[type]),
  });
}

export const solarComponentsQueryOptions = (type: DesignerType) =>
  queryOptions({
    queryKey: solarCatalogueKey("components", type),
    queryFn: () => getSolarComponents(type),
    staleTime: 5 * 60_000,
  });

export function useSolarComponents(type: DesignerType) {
  return useQuery(solarComponentsQueryOptions(type));
}
