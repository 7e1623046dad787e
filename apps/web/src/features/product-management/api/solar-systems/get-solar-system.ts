import { type SolarSystem, SolarSystemSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestCatalogueItem } from "../catalogue-request";
import { catalogueKeys } from "../query-keys";

export function getSolarSystem(id: number): Promise<SolarSystem> {
  return requestCatalogueItem(`/solar-component-systems/${id}`, SolarSystemSchema, "solar system");
}

export const solarSystemQueryOptions = (id: number) =>
  queryOptions({ queryKey: catalogueKeys.solarSystem(id), queryFn: () => getSolarSystem(id) });

/** A new item (null) asks nothing. */
export function useSolarSystem(id: number | null) {
  return useQuery({ ...solarSystemQueryOptions(id ?? 0), enabled: id !== null });
}
