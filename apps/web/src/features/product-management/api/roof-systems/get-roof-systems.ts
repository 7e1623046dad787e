import { type RoofSystem, RoofSystemSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestCatalogueList } from "../catalogue-request";
import { catalogueKeys } from "../query-keys";

export function getRoofSystems(): Promise<RoofSystem[]> {
  return requestCatalogueList("/productroofsystems", RoofSystemSchema, "roof system");
}

export const roofSystemsQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.roofSystemList, queryFn: getRoofSystems });

export function useRoofSystems() {
  return useQuery(roofSystemsQueryOptions());
}
