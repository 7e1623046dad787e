import { type RoofSystem, RoofSystemSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestCatalogueItem } from "../catalogue-request";
import { catalogueKeys } from "../query-keys";

export function getRoofSystem(id: number): Promise<RoofSystem> {
  return requestCatalogueItem(`/productroofsystems/${id}`, RoofSystemSchema, "roof system");
}

export const roofSystemQueryOptions = (id: number) =>
  queryOptions({ queryKey: catalogueKeys.roofSystem(id), queryFn: () => getRoofSystem(id) });

/** A new item (null) asks nothing. */
export function useRoofSystem(id: number | null) {
  return useQuery({ ...roofSystemQueryOptions(id ?? 0), enabled: id !== null });
}
