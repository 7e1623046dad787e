import { type SolarSystem, SolarSystemSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestCatalogueList } from "../catalogue-request";
import { catalogueKeys } from "../query-keys";

export function getSolarSystems(): Promise<SolarSystem[]> {
  return requestCatalogueList("/solar-component-systems", SolarSystemSchema, "solar system");
}

export const solarSystemsQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.solarSystemList, queryFn: getSolarSystems });

export function useSolarSystems() {
  return useQuery(solarSystemsQueryOptions());
}
