import { type RoofSystemComponent, RoofSystemComponentSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestCatalogueList } from "../catalogue-request";
import { catalogueKeys } from "../query-keys";

/** A roof system's components. */
export function getRoofSystemComponents(roofSystemId: number): Promise<RoofSystemComponent[]> {
  return requestCatalogueList(
    `/productroofsystems/getroofsystemcomponents/${roofSystemId}`,
    RoofSystemComponentSchema,
    "roof system component",
  );
}

export const roofSystemComponentsQueryOptions = (roofSystemId: number) =>
  queryOptions({
    queryKey: catalogueKeys.roofSystemComponentList(roofSystemId),
    queryFn: () => getRoofSystemComponents(roofSystemId),
  });

export function useRoofSystemComponents(roofSystemId: number) {
  return useQuery(roofSystemComponentsQueryOptions(roofSystemId));
}
