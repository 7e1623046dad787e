import { type SolarComponent, SolarComponentSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestCatalogueList } from "../catalogue-request";
import { catalogueKeys } from "../query-keys";

/** Components of one type; `entity` names them in the failure text ('Failed to fetch panels.'). */
export function getSolarComponents(type: number, entity = "solar component"): Promise<SolarComponent[]> {
  return requestCatalogueList("/solar-components", SolarComponentSchema, entity, { type });
}

export const solarComponentListQueryOptions = (type: number, entity?: string) =>
  queryOptions({ queryKey: catalogueKeys.solarComponentList(type), queryFn: () => getSolarComponents(type, entity) });

export function useSolarComponents(type: number, entity?: string) {
  return useQuery(solarComponentListQueryOptions(type, entity));
}
