import { type RoofSystem, RoofSystemSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestCatalogueItem } from "../catalogue-request";
import { roofSystemsQueryKey } from "./get-roof-systems";

export const roofSystemQueryKey = (id: number) => [...roofSystemsQueryKey, "detail", id] as const;

export function getRoofSystem(id: number): Promise<RoofSystem> {
  return requestCatalogueItem(`/productroofsystems/${id}`, RoofSystemSchema, "roof system");
}

export const roofSystemQueryOptions = (id: number) =>
  queryOptions({ queryKey: roofSystemQueryKey(id), queryFn: () => getRoofSystem(id) });

/** A new roof system (null) asks nothing. */
export function useRoofSystem(id: number | null) {
  return useQuery({ ...roofSystemQueryOptions(id ?? 0), enabled: id !== null });
}
