import { type SolarSystem, SolarSystemSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { catalogueQueryKey, requestCatalogueList } from "../catalogue-request";

/** Every solar-system query: the list and the edit pages. */
export const solarSystemsQueryKey = [...catalogueQueryKey, "solar-systems"] as const;
export const solarSystemListQueryKey = [...solarSystemsQueryKey, "list"] as const;

export const SOLAR_SYSTEMS_PATH = "/solar-component-systems";

export function getSolarSystems(): Promise<SolarSystem[]> {
  return requestCatalogueList(SOLAR_SYSTEMS_PATH, SolarSystemSchema, "solar system");
}

export const solarSystemListQueryOptions = () =>
  queryOptions({ queryKey: solarSystemListQueryKey, queryFn: getSolarSystems });

export function useSolarSystems() {
  return useQuery(solarSystemListQueryOptions());
}
