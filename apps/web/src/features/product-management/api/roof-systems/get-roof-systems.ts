import { type RoofSystem, RoofSystemSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { catalogueQueryKey, requestCatalogueList } from "../catalogue-request";

/** Every roof-system query: the list and the edit pages (both show the component count). */
export const roofSystemsQueryKey = [...catalogueQueryKey, "roof-systems"] as const;
export const roofSystemListQueryKey = [...roofSystemsQueryKey, "list"] as const;

export function getRoofSystems(): Promise<RoofSystem[]> {
  return requestCatalogueList("/productroofsystems", RoofSystemSchema, "roof system");
}

export const roofSystemListQueryOptions = () =>
  queryOptions({ queryKey: roofSystemListQueryKey, queryFn: getRoofSystems });

export function useRoofSystems() {
  return useQuery(roofSystemListQueryOptions());
}
