import { type SolarSystem, SolarSystemSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestCatalogueItem } from "../catalogue-request";
import { SOLAR_SYSTEMS_PATH, solarSystemsQueryKey } from "./get-solar-systems";

export const solarSystemQueryKey = (id: number) => [...solarSystemsQueryKey, "detail", id] as const;

export function getSolarSystem(id: number): Promise<SolarSystem> {
  return requestCatalogueItem(`${SOLAR_SYSTEMS_PATH}/${id}`, SolarSystemSchema, "solar system");
}

export const solarSystemQueryOptions = (id: number) =>
  queryOptions({ queryKey: solarSystemQueryKey(id), queryFn: () => getSolarSystem(id) });

/** A new solar system (null) asks nothing. */
export function useSolarSystem(id: number | null) {
  return useQuery({ ...solarSystemQueryOptions(id ?? 0), enabled: id !== null });
}
