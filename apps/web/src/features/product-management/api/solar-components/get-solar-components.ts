import { type SolarComponent, SolarComponentSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { catalogueQueryKey, requestCatalogueList } from "../catalogue-request";

/** Solar components of every type. */
export const solarComponentsQueryKey = [...catalogueQueryKey, "solar-components"] as const;
export const solarComponentListQueryKey = (type: number) => [...solarComponentsQueryKey, type] as const;

export const SOLAR_COMPONENTS_PATH = "/solar-components";

/** Components of one type; `entity` names them in the failure text ('Failed to fetch panels.'). */
export function getSolarComponents(type: number, entity = "solar component"): Promise<SolarComponent[]> {
  return requestCatalogueList(SOLAR_COMPONENTS_PATH, SolarComponentSchema, entity, { type });
}

export const solarComponentListQueryOptions = (type: number, entity?: string) =>
  queryOptions({ queryKey: solarComponentListQueryKey(type), queryFn: () => getSolarComponents(type, entity) });

export function useSolarComponents(type: number, entity?: string) {
  return useQuery(solarComponentListQueryOptions(type, entity));
}
