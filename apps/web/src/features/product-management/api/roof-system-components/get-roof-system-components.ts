import { type RoofSystemComponent, RoofSystemComponentSchema } from "@portal/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { catalogueQueryKey, requestCatalogueList } from "../catalogue-request";

/** Every roof system's components: they show the product component's code, name and wastage. */
export const roofSystemComponentsQueryKey = [...catalogueQueryKey, "roof-system-components"] as const;
export const roofSystemComponentListQueryKey = (roofSystemId: number) =>
  [...roofSystemComponentsQueryKey, roofSystemId] as const;

export function getRoofSystemComponents(roofSystemId: number): Promise<RoofSystemComponent[]> {
  return requestCatalogueList(
    `/productroofsystems/getroofsystemcomponents/${roofSystemId}`,
    RoofSystemComponentSchema,
    "roof system component",
  );
}

export const roofSystemComponentListQueryOptions = (roofSystemId: number) =>
  queryOptions({
    queryKey: roofSystemComponentListQueryKey(roofSystemId),
    queryFn: () => getRoofSystemComponents(roofSystemId),
  });

export function useRoofSystemComponents(roofSystemId: number) {
  return useQuery(roofSystemComponentListQueryOptions(roofSystemId));
}
